/** Reads and writes the page's own, readable cookies (never the HttpOnly session cookies). */
export interface CookieJar {
  get(name: string): string | undefined;
  /** A cookie for the whole site; `maxAgeDays` null: for the browser session. */
  set(name: string, value: string, maxAgeDays: number | null): void;
}

/** The value of one cookie in a `Cookie` header or `document.cookie` string. */
export const readCookie = (header: string, name: string): string | undefined => {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};

export interface DocumentCookiesDeps {
  /** The page's document in the browser; only its cookie accessor is used. */
  readonly document: Pick<Document, 'cookie'>;
  /** Pages served over https mark their cookies Secure. */
  readonly secure: boolean;
}

/** CookieJar over document.cookie. */
export class DocumentCookies implements CookieJar {
  readonly #deps: DocumentCookiesDeps;

  constructor(deps: DocumentCookiesDeps) {
    this.#deps = deps;
  }

  get(name: string): string | undefined {
    return readCookie(this.#deps.document.cookie, name);
  }

  set(name: string, value: string, maxAgeDays: number | null): void {
    const maxAge = maxAgeDays === null ? '' : `; Max-Age=${Math.round(maxAgeDays * 86_400)}`;
    const secure = this.#deps.secure ? '; Secure' : '';
    this.#deps.document.cookie = `${name}=${encodeURIComponent(value)}${maxAge}; Path=/; SameSite=Lax${secure}`;
  }
}

/** CookieJar over one request's Cookie header, for server rendering: it reads what the browser sent and writes nothing. */
export class RequestCookies implements CookieJar {
  readonly #header: string;

  constructor(header: string | undefined) {
    this.#header = header ?? '';
  }

  get(name: string): string | undefined {
    return readCookie(this.#header, name);
  }

  set(): void {
    // The response is already being rendered; cookies are written by the browser after hydration.
  }
}
