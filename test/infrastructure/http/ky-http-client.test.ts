import { describe, expect, it } from 'vitest';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';

/** A fetch that answers every request with `status` and keeps the requests it saw. */
const answering = (status: number) => {
  const seen: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return Promise.resolve(new Response('{}', { status, headers: { 'content-type': 'application/json' } }));
  };
  return { seen, fetch };
};

const base = { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' };

describe('the HTTP client', () => {
  it('calls onServiceUnavailable when the API answers 503 (spec §4, §8), and only then', async () => {
    let calls = 0;
    const down = answering(503);
    const http = createKyHttpClient({ ...base, fetch: down.fetch, onServiceUnavailable: () => (calls += 1) });
    await expect(http.get('pl/v2/me').json()).rejects.toThrow();
    expect(calls).toBe(1);
    const up = answering(200);
    await createKyHttpClient({ ...base, fetch: up.fetch, onServiceUnavailable: () => (calls += 1) })
      .get('pl/v2/me')
      .json();
    expect(calls).toBe(1);
  });

  it("forwards the page request's cookies and Sec-Fetch-Site on the server, so the API judges a form post as sent", async () => {
    const api = answering(200);
    await createKyHttpClient({ ...base, fetch: api.fetch, cookie: 'a=1', fetchSite: 'same-origin' })
      .post('pl/v2/commands', { json: {} })
      .json();
    expect(api.seen[0]?.headers.get('cookie')).toBe('a=1');
    expect(api.seen[0]?.headers.get('sec-fetch-site')).toBe('same-origin');
    await createKyHttpClient({ ...base, fetch: api.fetch })
      .get('pl/v2/me')
      .json();
    expect(api.seen[1]?.headers.has('sec-fetch-site')).toBe(false);
  });
});
