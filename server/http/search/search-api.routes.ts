import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { type Context, Hono } from 'hono';
import { UnknownFilterAttributeError } from '#server/search/filter/filter-evaluator';
import type { SearchCredentials } from '#server/search/search-credentials';
import type { SearchService } from '#server/search/search-service';
import type { z } from '#contract/zod';
import type { Logger } from '../../logging/logger';
import { AlgoliaError, invalidCredentials } from './algolia-error';
import { multipleQueriesBodySchema, queryBodySchema, type SearchParams } from './search-params.schema';
import { encodeParams, filterOf, resolveParams } from './search-params';

export interface SearchApiDeps {
  readonly search: SearchService;
  readonly credentials: SearchCredentials;
  readonly logger: Logger;
  /** Largest accepted (decompressed) body. */
  readonly bodyLimitBytes?: number;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
  'Access-Control-Max-Age': '86400',
};

/** The JSON body, sent as text/plain, possibly gzip-compressed; anything unreadable answers 400. */
const readBody = async <S extends z.ZodType>(c: Context, schema: S, limit: number): Promise<z.infer<S>> => {
  let bytes = Buffer.from(await c.req.arrayBuffer());
  if ((c.req.header('content-encoding') ?? '').toLowerCase() === 'gzip') {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: limit });
    } catch {
      throw new AlgoliaError(400, 'Invalid gzip body');
    }
  }
  let json: unknown = {};
  if (bytes.length > 0) {
    try {
      json = JSON.parse(bytes.toString('utf8')) as unknown;
    } catch {
      throw new AlgoliaError(400, 'Invalid JSON body');
    }
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AlgoliaError(400, `Invalid body: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
};

const typoToleranceOf = (value: SearchParams['typoTolerance']) => value !== false && value !== 'false';

/** Runs one query on one index and answers in Algolia's response shape. */
const runQuery = (deps: SearchApiDeps, indexName: string, raw: SearchParams) => {
  const index = deps.search.byName(indexName);
  if (index === undefined) throw new AlgoliaError(404, `Index ${indexName} does not exist`);
  const started = performance.now();
  const params = resolveParams(raw);
  const filters = filterOf(params);
  const facets = typeof params.facets === 'string' ? [params.facets] : params.facets;
  const query = params.query ?? '';
  let result;
  try {
    result = index.search({
      query,
      filters,
      facets,
      page: params.page,
      hitsPerPage: params.hitsPerPage,
      maxValuesPerFacet: params.maxValuesPerFacet,
      attributesToRetrieve: params.attributesToRetrieve,
      attributesToHighlight: params.attributesToHighlight,
      highlightPreTag: params.highlightPreTag,
      highlightPostTag: params.highlightPostTag,
      typoTolerance: typoToleranceOf(params.typoTolerance),
    });
  } catch (error) {
    // Unknown attributes are found while evaluating the filter.
    if (error instanceof UnknownFilterAttributeError) throw new AlgoliaError(400, `Invalid filters: ${error.message}`);
    throw error;
  }
  const { facets: counts, ...rest } = result;
  const processingTimeMS = Math.round(performance.now() - started);
  return {
    ...rest,
    ...(facets === undefined || facets.length === 0 ? {} : { facets: counts }),
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    query,
    params: encodeParams(params),
    index: indexName,
    renderingContent: {},
    processingTimeMS,
    serverTimeMS: processingTimeMS,
  };
};

/**
 * The Algolia-compatible search API (search-notes "The algoliasearch v5 client against our own server"):
 * `POST /1/indexes/{indexName}/query` and `POST /1/indexes/*\/queries`, keyed by the search-only key, answering
 * errors as 4xx `{ message, status }` (a 5xx would make the client retry every host). Mount it at `/` and at
 * `/search-api` (the browser's same-origin prefix).
 */
export const searchApiRoutes = (deps: SearchApiDeps) => {
  const limit = deps.bodyLimitBytes ?? 1024 * 1024;
  const api = new Hono({ strict: false });

  api.use('/1/*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return c.body(null, 204, CORS_HEADERS);
    // The Node client sends headers; the browser client sends the query string (no CORS preflight).
    const apiKey = c.req.header('x-algolia-api-key') ?? c.req.query('x-algolia-api-key');
    const appId = c.req.header('x-algolia-application-id') ?? c.req.query('x-algolia-application-id');
    if (apiKey !== deps.credentials.searchApiKey || appId !== deps.credentials.appId) {
      throw invalidCredentials();
    }
    await next();
    c.header('Access-Control-Allow-Origin', '*');
  });

  api.post('/1/indexes/:indexName/query', async (c) => {
    const body = await readBody(c, queryBodySchema, limit);
    return c.json(runQuery(deps, c.req.param('indexName'), body));
  });

  api.post('/1/indexes/:indexName/queries', async (c) => {
    if (c.req.param('indexName') !== '*') throw new AlgoliaError(404, 'Not found: use /1/indexes/*/queries');
    const body = await readBody(c, multipleQueriesBodySchema, limit);
    const results: ReturnType<typeof runQuery>[] = [];
    for (const { indexName, type, ...params } of body.requests) {
      if (type === 'facet') throw new AlgoliaError(400, 'Searching for facet values is not supported');
      const result = runQuery(deps, indexName, params);
      results.push(result);
      // Algolia's stopIfEnoughMatches skips the remaining queries once one has filled its page.
      if (body.strategy === 'stopIfEnoughMatches' && result.nbHits >= result.hitsPerPage) break;
    }
    return c.json({ results });
  });

  api.all('/1/*', (c) => {
    throw new AlgoliaError(c.req.method === 'POST' || c.req.method === 'GET' ? 404 : 405, 'Not found');
  });

  api.onError((error, c) => {
    c.header('Access-Control-Allow-Origin', '*');
    if (error instanceof AlgoliaError) return c.json(error.toBody(), error.status);
    deps.logger.error('Unhandled search error', {
      path: c.req.path,
      error: error.name,
      detail: error.message,
      stack: error.stack,
    });
    return c.json({ message: 'Internal server error', status: 500 }, 500);
  });

  return api;
};

/** The search API at both `/1/indexes/...` and the browser's same-origin `/search-api/1/indexes/...`. */
export const searchApi = (deps: SearchApiDeps) => {
  const api = searchApiRoutes(deps);
  return new Hono({ strict: false }).route('/', api).route('/search-api', api);
};
