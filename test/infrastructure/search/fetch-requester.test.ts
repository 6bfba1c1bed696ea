import { describe, expect, it } from 'vitest';
import { fetchRequester } from '#infrastructure/search/fetch-requester';

const request = (url: string) => ({
  url,
  method: 'POST' as const,
  headers: { 'x-algolia-api-key': 'key' },
  data: '{"requests":[]}',
  connectTimeout: 1000,
  responseTimeout: 1000,
});

/** A fetch that records what reached it and answers as told. */
const recording = (answer: () => Promise<Response>) => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return answer();
  };
  return { calls, fetch };
};

describe('fetchRequester', () => {
  it('sends requests to the in-process origin through the in-process fetch, with method, headers and body', async () => {
    const local = recording(async () => new Response('{"results":[]}', { status: 200 }));
    const remote = recording(async () => new Response('', { status: 500 }));
    const requester = fetchRequester({
      localOrigin: 'http://api.internal',
      localFetch: local.fetch,
      fetch: remote.fetch,
    });
    const response = await requester.send(request('http://api.internal/search-api/1/indexes/*/queries'));
    expect(response).toEqual({ status: 200, content: '{"results":[]}', isTimedOut: false });
    expect(remote.calls).toEqual([]);
    expect(local.calls[0]).toMatchObject({
      url: 'http://api.internal/search-api/1/indexes/*/queries',
      init: { method: 'POST', headers: { 'x-algolia-api-key': 'key' }, body: '{"requests":[]}' },
    });
  });

  it('sends any other host (a hosted Algolia) over the network fetch', async () => {
    const local = recording(async () => new Response('', { status: 500 }));
    const remote = recording(async () => new Response('{"message":"Invalid","status":403}', { status: 403 }));
    const requester = fetchRequester({
      localOrigin: 'http://api.internal',
      localFetch: local.fetch,
      fetch: remote.fetch,
    });
    const response = await requester.send(request('https://app-dsn.algolia.net/1/indexes/*/queries'));
    expect(response).toMatchObject({ status: 403, isTimedOut: false });
    expect(local.calls).toEqual([]);
    expect(remote.calls.map((call) => call.url)).toEqual(['https://app-dsn.algolia.net/1/indexes/*/queries']);
  });

  it('answers a failed fetch as status 0 (the client tries its next host), never by throwing', async () => {
    const local = recording(() => Promise.reject(new TypeError('fetch failed')));
    const requester = fetchRequester({ localOrigin: 'http://api.internal', localFetch: local.fetch });
    expect(await requester.send(request('http://api.internal/search-api/1/indexes/*/queries'))).toEqual({
      status: 0,
      content: 'fetch failed',
      isTimedOut: false,
    });
  });

  it('gives up on a request that outlasts its timeouts, as timed out', async () => {
    const never = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const requester = fetchRequester({ localOrigin: 'http://api.internal', localFetch: never });
    const slow = { ...request('http://api.internal/x'), connectTimeout: 5, responseTimeout: 5 };
    expect(await requester.send(slow)).toEqual({ status: 0, content: 'Request timed out', isTimedOut: true });
  });
});
