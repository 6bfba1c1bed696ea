/**
 * Search-as-you-type benchmark (quality-bar "API and search": p95 <= 10 ms server side at 100,000 titles).
 * Run: `node --expose-gc --import tsx scripts/bench/search.ts [sizes...]`. Prints numbers; it is not a test.
 */
import { cpus } from 'node:os';
import { parseFilters } from '#domain/search/filter-parser';
import { performance } from 'node:perf_hooks';
import { searchApiRoutes } from '#server/http/search/search-api.routes';
import { createLogger } from '#server/logging/logger';
import { LOCAL_SEARCH_CREDENTIALS } from '#server/search/search-credentials';
import { ProductIndex } from '#server/search/product-index';
import type { SearchRecord } from '#server/search/search-record';
import { percentile, typedAsYouGo } from './search-bench-helpers';
import { syntheticCatalogue, syntheticQueries } from './synthetic-catalogue';

const QUERY_COUNT = 200;
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const SIZES = sizes.length > 0 ? sizes : [1_000, 10_000, 100_000];

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const print = (line: string) => process.stdout.write(`${line}\n`);

print(
  `machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}, ${process.platform}`,
);
if (gc === undefined) print('(run with --expose-gc for exact memory numbers)');

// Like a storefront request: a restrict filter, five facet counts, one page of 20, highlighting.
const FILTERS = "is_available_in_subscription:true AND (type:'audiobook' OR type:'podcast')";
const parsed = parseFilters(FILTERS);
if (!parsed.ok) throw new Error(parsed.error.reason);
const filters = parsed.value;
const facets = ['category', 'type', 'is_free', 'is_available_in_subscription', 'catalog_id'];

for (const size of SIZES) {
  const records: SearchRecord[] = syntheticCatalogue({ count: size, seed: 42 });
  const before = heapMb();
  const index = new ProductIndex('bench');
  let t = performance.now();
  index.replaceAll(records);
  const buildMs = performance.now() - t;
  const memoryMb = heapMb() - before;

  const queries = syntheticQueries(records, QUERY_COUNT);
  const requests = queries.flatMap(typedAsYouGo);
  // Warm up the JIT on a different query set, as a server that has been running would be.
  for (const q of syntheticQueries(records, 50, 99).flatMap(typedAsYouGo)) index.search({ query: q, filters, facets });

  const times: number[] = [];
  let totalHits = 0;
  for (const query of requests) {
    t = performance.now();
    const result = index.search({ query, filters, facets, hitsPerPage: 20 });
    times.push(performance.now() - t);
    totalHits += result.nbHits;
  }
  times.sort((a, b) => a - b);

  // The same requests through the HTTP routes in-process (body parsing, validation, JSON), without sockets.
  const api = searchApiRoutes({
    search: { index: () => index, byName: (name) => (name === 'bench' ? index : undefined), indexNames: ['bench'] },
    credentials: LOCAL_SEARCH_CREDENTIALS,
    logger: createLogger('silent'),
  });
  const headers = {
    'content-type': 'text/plain',
    'x-algolia-api-key': LOCAL_SEARCH_CREDENTIALS.searchApiKey,
    'x-algolia-application-id': LOCAL_SEARCH_CREDENTIALS.appId,
  };
  const httpTimes: number[] = [];
  for (const query of requests) {
    const body = JSON.stringify({ query, filters: FILTERS, facets, hitsPerPage: 20 });
    t = performance.now();
    const res = await api.request('/1/indexes/bench/query', { method: 'POST', body, headers });
    await res.text();
    httpTimes.push(performance.now() - t);
  }
  httpTimes.sort((a, b) => a - b);

  // One typo (a dropped or swapped letter) in a title's longest word, of 4+ letters, must still find it.
  const recall = oneTypoRecall(index, records.filter((r) => longestWord(r.name).length >= 4).slice(0, 60));

  const updates = syntheticCatalogue({ count: 1000, seed: 43 }).map((r, i) => ({
    ...r,
    objectID: (records[i] as SearchRecord).objectID,
  }));
  t = performance.now();
  index.upsert(updates);
  const updateMs = performance.now() - t;

  print(
    [
      `${size.toLocaleString('en')} titles:`,
      `build ${(buildMs / 1000).toFixed(2)} s,`,
      `heap +${memoryMb.toFixed(0)} MB,`,
      `${index.termCount.toLocaleString('en')} terms;`,
      `${requests.length} as-you-type requests (${QUERY_COUNT} queries):`,
      `p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms,`,
      `p99 ${percentile(times, 0.99).toFixed(2)} ms, max ${(times[times.length - 1] ?? 0).toFixed(2)} ms;`,
      `avg hits ${Math.round(totalHits / requests.length)};`,
      `through HTTP routes p50 ${percentile(httpTimes, 0.5).toFixed(2)} ms, p95 ${percentile(httpTimes, 0.95).toFixed(2)} ms;`,
      `one-typo recall ${recall}/60;`,
      `1000 upserts ${updateMs.toFixed(0)} ms`,
    ].join(' '),
  );
}

function oneTypoRecall(index: ProductIndex, sample: readonly SearchRecord[]): number {
  let found = 0;
  for (const record of sample) {
    const words = record.name.split(' ');
    const longest = longestWord(record.name);
    const at = Math.floor(longest.length / 2);
    // Drop a letter, or swap two when the word is too short to lose one.
    const typo =
      longest.length >= 5
        ? longest.slice(0, at) + longest.slice(at + 1)
        : longest.slice(0, at) + longest.charAt(at + 1) + longest.charAt(at) + longest.slice(at + 2);
    const query = words.map((w) => (w === longest ? typo : w)).join(' ');
    if (index.matchingObjectIDs(query).includes(record.objectID)) found++;
  }
  return found;
}

function longestWord(name: string): string {
  return name.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
}
