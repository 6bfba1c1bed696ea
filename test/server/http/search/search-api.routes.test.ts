import { gzipSync } from 'node:zlib';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_CREDENTIALS } from '#server/search/search-credentials';
import { searchIndexName } from '#server/search/search-service';
import {
  aSearchRecord,
  type RunningSearchServer,
  searchFixtureRecords,
  startSearchServer,
} from '#test/support/search-fixtures';

const PL = searchIndexName('pl');
const DE = searchIndexName('de');
const { appId, searchApiKey } = LOCAL_SEARCH_CREDENTIALS;

describe('Algolia-compatible search API, driven by the official algoliasearch v5 client', () => {
  let server: RunningSearchServer;
  let client: ReturnType<typeof algoliasearch>;
  let origin: string;

  beforeAll(async () => {
    server = await startSearchServer({
      pl: searchFixtureRecords(),
      de: [aSearchRecord({ id: 'de-strasse', name: 'Die Straße', authors: ['Günter Grass'] })],
    });
    origin = `http://${server.host}:${server.port}`;
    // Two hosts: a client that retried a 4xx would reach the second one.
    const host = { url: server.host, port: server.port, protocol: 'http' as const, accept: 'read' as const };
    client = algoliasearch(appId, searchApiKey, { hosts: [host, { ...host }] });
  });

  afterAll(async () => {
    await server.close();
  });

  const search = (query: string, extra: Record<string, unknown> = {}) =>
    client.searchSingleIndex({ indexName: PL, searchParams: { query, ...extra } });

  describe('searchSingleIndex', () => {
    it.each([
      ['sherlok holms', 'sherlock'], // typos
      ['przygo', 'przygody'], // prefix
      ['zolw', 'zolw'], // diacritics
      ['strasse', 'strasse'],
      ['istanbul', 'istanbul'],
      ['holmse sherlock', 'sherlock'], // transposition
    ])('%s finds %s', async (query, id) => {
      const result = await search(query);
      expect(result.hits.map((h) => h.objectID)).toContain(id);
    });

    it("answers in Algolia's shape", async () => {
      const result = await search('sherlok holms', { facets: ['*'], hitsPerPage: 5 });
      expect(result).toMatchObject({
        nbHits: 1,
        page: 0,
        nbPages: 1,
        hitsPerPage: 5,
        exhaustiveNbHits: true,
        query: 'sherlok holms',
        index: PL,
        facets: { category: { klasyka: 1, kryminal: 1 }, is_free: { false: 1 }, type: { audiobook: 1 } },
      });
      expect(typeof result.processingTimeMS).toBe('number');
      expect(new URLSearchParams(result.params).get('query')).toBe('sherlok holms');
      const hit = result.hits[0];
      // spec §3 "Search hit" fields
      expect(hit).toMatchObject({
        objectID: 'sherlock',
        id: 'sherlock',
        name: 'Sherlock Holmes: Studium w szkarłacie',
        image_url: '/media/covers/sherlock.jpg',
        description: 'Arthur Conan Doyle',
        rating: 4.8,
        is_free: false,
        price: 2990,
        discount_price: null,
        price_for_subscribers: 2390,
        lowest_price: 2990,
        is_available_in_subscription: true,
        deeplink: 'audiora://audiobook/sherlock',
      });
      expect(hit?._highlightResult?.name).toEqual({
        value: '<em>Sherlock</em> <em>Holmes</em>: Studium w szkarłacie',
        matchLevel: 'full',
        matchedWords: ['sherlok', 'holms'],
        fullyHighlighted: false,
      });
    });

    it('filters, counts facets and pages', async () => {
      const filtered = await search('', {
        filters: "(type:'audiobook' OR type:'podcast') AND NOT category:'kryminal' AND price < 3000",
        facets: ['type'],
        hitsPerPage: 3,
        page: 1,
      });
      expect(filtered).toMatchObject({
        nbHits: 7,
        nbPages: 3,
        page: 1,
        facets: { type: { audiobook: 6, podcast: 1 } },
      });
      expect(filtered.hits).toHaveLength(3);
    });

    it('accepts facetFilters and numericFilters', async () => {
      const result = await search('', {
        facetFilters: [['type:podcast', 'type:cycle'], '-is_free:true'],
        numericFilters: ['price>=1990'],
      });
      expect(result.hits.map((h) => h.objectID).sort()).toEqual(['dvorak', 'zolw']);
    });

    it('highlights diacritics on the original words with custom tags', async () => {
      const result = await search('zol', { highlightPreTag: '<b>', highlightPostTag: '</b>' });
      expect(result.hits[0]?._highlightResult?.name).toMatchObject({
        value: '<b>Żół</b>w i zając',
        matchLevel: 'full',
      });
    });

    it('works through gzip-compressed request bodies', async () => {
      const host = { url: server.host, port: server.port, protocol: 'http' as const, accept: 'read' as const };
      const gzipClient = algoliasearch(appId, searchApiKey, { hosts: [host], compression: 'gzip' });
      const result = await gzipClient.searchSingleIndex({
        indexName: PL,
        searchParams: { query: 'lodz', filters: `NOT type:'${'x'.repeat(800)}'` },
      });
      expect(result.hits.map((h) => h.objectID)).toEqual(['lodz']);
    });
  });

  describe('search (multiple queries)', () => {
    it('answers { results } in request order, across market indexes', async () => {
      const { results } = await client.search({
        requests: [
          { indexName: PL, query: 'strasse' },
          { indexName: DE, query: 'strasse', hitsPerPage: 1 },
          { indexName: PL, query: '', filters: 'is_free:true', facets: ['is_free'] },
        ],
      });
      expect(results).toHaveLength(3);
      const [pl, de, free] = results as {
        index: string;
        nbHits: number;
        hits: { objectID: string }[];
        facets?: object;
      }[];
      expect(pl).toMatchObject({ index: PL, nbHits: 1 });
      expect(de).toMatchObject({ index: DE, nbHits: 1, hitsPerPage: 1 });
      expect(de?.hits[0]?.objectID).toBe('de-strasse');
      expect(free?.facets).toEqual({ is_free: { true: 1 } });
    });
  });

  describe('errors', () => {
    it('answers a bad filter with 400, thrown as ApiError and not retried', async () => {
      const before = server.requestCount();
      const error = await search('x', { filters: '(type:podcast AND is_free:true) OR type:cycle' }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ name: 'ApiError', status: 400 });
      expect((error as Error).message).toMatch(/Invalid filters/);
      expect(server.requestCount() - before).toBe(1);
    });

    it('answers an unknown index with 404', async () => {
      const error = await client
        .searchSingleIndex({ indexName: 'nope', searchParams: { query: '' } })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'ApiError', status: 404, message: 'Index nope does not exist' });
    });

    it('answers a wrong key with 403', async () => {
      const host = { url: server.host, port: server.port, protocol: 'http' as const, accept: 'read' as const };
      const wrong = algoliasearch(appId, 'admin-key', { hosts: [host] });
      const error = await wrong
        .searchSingleIndex({ indexName: PL, searchParams: { query: '' } })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'ApiError', status: 403 });
    });
  });

  describe('raw HTTP details', () => {
    const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'text/plain',
          'x-algolia-api-key': searchApiKey,
          'x-algolia-application-id': appId,
          ...headers,
        },
      });

    it("accepts the browser build's credentials in the query string, under the same-origin prefix", async () => {
      const qs = new URLSearchParams({ 'x-algolia-api-key': searchApiKey, 'x-algolia-application-id': appId });
      const res = await fetch(`${origin}/search-api/1/indexes/${PL}/query?${qs.toString()}`, {
        method: 'POST',
        body: JSON.stringify({ query: 'lalka' }),
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { nbHits: number }).nbHits).toBe(1);
    });

    it('accepts the legacy params string', async () => {
      const params = new URLSearchParams({
        query: 'prus',
        hitsPerPage: '1',
        facets: '["type"]',
        filters: 'type:audiobook',
      });
      const res = await post(`/1/indexes/${PL}/query`, JSON.stringify({ params: params.toString() }));
      const body = (await res.json()) as { nbHits: number; hitsPerPage: number; facets: object };
      expect(body).toMatchObject({ nbHits: 2, hitsPerPage: 1, facets: { type: { audiobook: 2 } } });
    });

    it('accepts a gzip body and a chunked body', async () => {
      const gz = await post(`/1/indexes/${PL}/query`, gzipSync(JSON.stringify({ query: 'lalka' })), {
        'content-encoding': 'gzip',
      });
      expect(((await gz.json()) as { nbHits: number }).nbHits).toBe(1);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"query":'));
          controller.enqueue(new TextEncoder().encode('"lalka"}'));
          controller.close();
        },
      });
      const chunked = await fetch(`${origin}/1/indexes/${PL}/query`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { 'x-algolia-api-key': searchApiKey, 'x-algolia-application-id': appId },
      } as RequestInit);
      expect(((await chunked.json()) as { nbHits: number }).nbHits).toBe(1);
    });

    it.each([
      ['not json', 'text', 400],
      ['a bad body', JSON.stringify({ hitsPerPage: 'many' }), 400],
      ['a bad gzip body', 'not gzip', 400],
    ])('answers %s with a 4xx { message, status }', async (_, body, status) => {
      const headers: Record<string, string> = _ === 'a bad gzip body' ? { 'content-encoding': 'gzip' } : {};
      const res = await post(`/1/indexes/${PL}/query`, body, headers);
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ status, message: expect.any(String) as string });
    });

    it('answers missing credentials with 403 and an unknown path with 404, in Algolia shape', async () => {
      const noKey = await fetch(`${origin}/1/indexes/${PL}/query`, { method: 'POST', body: '{}' });
      expect(noKey.status).toBe(403);
      expect(await noKey.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
      const unknown = await post(`/1/indexes/${PL}/browse`, '{}');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ status: 404 });
      const notStar = await post(`/1/indexes/${PL}/queries`, JSON.stringify({ requests: [{ indexName: PL }] }));
      expect(notStar.status).toBe(404);
    });

    it('answers a CORS preflight and lets any origin read results (search-only key)', async () => {
      const preflight = await fetch(`${origin}/1/indexes/${PL}/query`, { method: 'OPTIONS' });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key');
      const res = await post(`/1/indexes/${PL}/query`, '{}');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    });
  });
});
