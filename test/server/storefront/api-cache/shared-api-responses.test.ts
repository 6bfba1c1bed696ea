import { describe, expect, it } from 'vitest';
import { PageStore } from '#server/storefront/page-cache/page-store';
import {
  type KeptApiResponse,
  sharedApiResponses,
  sharedMaxAgeMs,
} from '#server/storefront/api-cache/shared-api-responses';

const CATALOGUE = 'public, max-age=900';

/** An API that counts its calls and answers each with a fresh body and the given headers. */
const countingApi = (headers: Record<string, string> = { 'Cache-Control': CATALOGUE }) => {
  const calls: string[] = [];
  const fetchApi: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${request.url}`);
    return Response.json({ call: calls.length }, { headers });
  };
  return { calls, fetchApi };
};

const setup = () => {
  let revision = 1;
  let nowMs = 0;
  const shared = sharedApiResponses({
    revision: { current: async () => revision },
    store: new PageStore<KeptApiResponse>({ maxBytes: 1024 * 1024, maxAgeMs: 900_000 }),
    nowMs: () => nowMs,
  });
  return {
    shared,
    changeCatalogue: () => {
      revision += 1;
    },
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
};

const URL_A = 'http://api.internal/pl/v2/audiobooks/a';

describe('sharedMaxAgeMs', () => {
  it.each([
    [{ 'Cache-Control': CATALOGUE }, 200, 900_000],
    [{ 'Cache-Control': 'public, max-age=60', Vary: 'Accept-Encoding' }, 200, 60_000],
    [{ 'Cache-Control': 'private, max-age=900' }, 200, null],
    [{ 'Cache-Control': 'public, no-store' }, 200, null],
    [{ 'Cache-Control': 'public, max-age=0' }, 200, null],
    [{ 'Cache-Control': 'public' }, 200, null],
    [{}, 200, null],
    [{ 'Cache-Control': CATALOGUE, Vary: 'Cookie, Authorization' }, 200, 900_000],
    [{ 'Cache-Control': CATALOGUE, Vary: 'User-Agent' }, 200, null],
    [{ 'Cache-Control': CATALOGUE, Vary: '*' }, 200, null],
    [{ 'Cache-Control': CATALOGUE, 'Set-Cookie': 'a=b' }, 200, null],
    [{ 'Cache-Control': CATALOGUE }, 404, null],
  ])('%j with status %i -> %j', (headers, status, expected) => {
    expect(sharedMaxAgeMs(new Response('{}', { status, headers }))).toBe(expected);
  });
});

describe('sharedApiResponses', () => {
  it('answers a second render from memory with the same body and headers', async () => {
    const { shared } = setup();
    const api = countingApi();
    const first: unknown = await (await shared(api.fetchApi)(URL_A)).json();
    const second = await shared(api.fetchApi)(URL_A);
    expect(await second.json()).toEqual(first);
    expect(second.headers.get('Cache-Control')).toBe(CATALOGUE);
    expect(api.calls).toHaveLength(1);
  });

  it('asks the API again as soon as the catalogue changes', async () => {
    const { shared, changeCatalogue } = setup();
    const api = countingApi();
    await shared(api.fetchApi)(URL_A);
    changeCatalogue();
    expect(await (await shared(api.fetchApi)(URL_A)).json()).toEqual({ call: 2 });
  });

  it('keeps an answer no longer than its max-age', async () => {
    const { shared, advance } = setup();
    const api = countingApi({ 'Cache-Control': 'public, max-age=60' });
    await shared(api.fetchApi)(URL_A);
    advance(59_000);
    await shared(api.fetchApi)(URL_A);
    expect(api.calls).toHaveLength(1);
    advance(1_000);
    await shared(api.fetchApi)(URL_A);
    expect(api.calls).toHaveLength(2);
  });

  it('never keeps a private answer, nor one asked with a bearer token, nor a command', async () => {
    const { shared } = setup();
    const personal = countingApi({ 'Cache-Control': 'private, max-age=900' });
    await shared(personal.fetchApi)(URL_A);
    await shared(personal.fetchApi)(URL_A);
    expect(personal.calls).toHaveLength(2);

    const api = countingApi();
    const withToken = { headers: { Authorization: 'Bearer t' } };
    await shared(api.fetchApi)(URL_A, withToken);
    await shared(api.fetchApi)(URL_A, withToken);
    await shared(api.fetchApi)('http://api.internal/pl/v2/commands', { method: 'POST', body: '{}' });
    await shared(api.fetchApi)('http://api.internal/pl/v2/commands', { method: 'POST', body: '{}' });
    expect(api.calls).toHaveLength(4);
  });

  it('hands an answer that varies by Cookie only to renders asking with the same cookies', async () => {
    const { shared } = setup();
    const api = countingApi({ 'Cache-Control': CATALOGUE, Vary: 'Cookie, Authorization' });
    const asking = async (cookie?: string) =>
      (
        await shared(api.fetchApi)(URL_A, cookie === undefined ? {} : { headers: { Cookie: cookie } })
      ).json() as Promise<unknown>;
    expect(await asking()).toEqual({ call: 1 });
    expect(await asking()).toEqual({ call: 1 });
    expect(await asking('consent=all')).toEqual({ call: 2 });
    expect(await asking('consent=all')).toEqual({ call: 2 });
    expect(await asking('consent=none')).toEqual({ call: 3 });
    expect(await asking()).toEqual({ call: 1 });
  });

  it('has renders with different cookies fetch apart even at once, before it is known whether the answer varies', async () => {
    const { shared } = setup();
    const api = countingApi({ 'Cache-Control': CATALOGUE, Vary: 'Cookie' });
    const bodies = await Promise.all(
      ['a=1', 'a=2'].map(
        async (cookie) =>
          (await shared(api.fetchApi)(URL_A, { headers: { Cookie: cookie } })).json() as Promise<unknown>,
      ),
    );
    expect(bodies).toEqual([{ call: 1 }, { call: 2 }]);
  });

  it('keeps answers apart by their whole address', async () => {
    const { shared } = setup();
    const api = countingApi();
    await shared(api.fetchApi)(`${URL_A}?page=1`);
    const other: unknown = await (await shared(api.fetchApi)(`${URL_A}?page=2`)).json();
    expect(other).toEqual({ call: 2 });
  });

  it('has renders asking for the same answer at once wait for one fetch', async () => {
    const { shared } = setup();
    const api = countingApi();
    const bodies = await Promise.all(
      [1, 2, 3].map(async () => (await shared(api.fetchApi)(URL_A)).json() as Promise<unknown>),
    );
    expect(bodies).toEqual([{ call: 1 }, { call: 1 }, { call: 1 }]);
    expect(api.calls).toHaveLength(1);
  });

  it('reads the catalogue revision once per render', async () => {
    let reads = 0;
    const shared = sharedApiResponses({
      revision: {
        current: async () => {
          reads += 1;
          return 1;
        },
      },
      store: new PageStore<KeptApiResponse>({ maxBytes: 1024 * 1024, maxAgeMs: 900_000 }),
      nowMs: () => 0,
    });
    const render = shared(countingApi().fetchApi);
    await render(URL_A);
    await render(`${URL_A}/reviews`);
    await render(URL_A);
    expect(reads).toBe(1);
  });
});
