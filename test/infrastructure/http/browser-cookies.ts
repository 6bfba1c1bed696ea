import type { TestApp } from '#test/support/server/test-server';

/** A browser's cookies for one origin: kept from Set-Cookie, sent on every request like a same-origin fetch. */
export class BrowserCookies {
  readonly #cookies = new Map<string, string>();
  requests: string[] = [];

  set(name: string, value: string): this {
    this.#cookies.set(name, value);
    return this;
  }

  has(name: string): boolean {
    return this.#cookies.has(name);
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  fetchThrough(app: TestApp['app']): typeof fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      this.requests.push(`${request.method} ${url.pathname}`);
      const headers = new Headers(request.headers);
      headers.set('Sec-Fetch-Site', 'same-origin');
      const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      if (cookie) headers.set('Cookie', cookie);
      const res = await app.fetch(new Request(request, { headers }));
      for (const line of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        const cleared = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
        if (cleared) this.#cookies.delete(name);
        else this.#cookies.set(name, pair.slice(pair.indexOf('=') + 1));
      }
      return res;
    };
  }
}
