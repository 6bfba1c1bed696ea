import type { FilterAst, Literal, OrGroup } from '#domain/search/filter-ast';
import { parseFilters } from '#domain/search/filter-parser';
import { AlgoliaError } from './algolia-error';
import { type SearchParams, searchParamsSchema } from './search-params.schema';

// Parameters whose values stay strings in a legacy `params` string; the others are JSON (numbers, arrays, booleans).
const STRING_PARAMS = new Set(['query', 'filters', 'highlightPreTag', 'highlightPostTag']);

const decodeValue = (key: string, value: string): unknown => {
  if (STRING_PARAMS.has(key)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** Merges InstantSearch's legacy URL-encoded `params` string into the JSON parameters (explicit ones win). */
export const resolveParams = (params: SearchParams): SearchParams => {
  const { params: legacy, ...rest } = params;
  if (legacy === undefined || legacy === '') return rest;
  const decoded = Object.fromEntries([...new URLSearchParams(legacy)].map(([k, v]) => [k, decodeValue(k, v)]));
  const parsed = searchParamsSchema.safeParse({ ...decoded, ...rest });
  if (!parsed.success) throw new AlgoliaError(400, `Invalid params: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const { params: _ignored, ...merged } = parsed.data;
  return merged;
};

/** Algolia's `params` echo: the parameters URL-encoded, non-strings as JSON. */
export const encodeParams = (params: Readonly<Record<string, unknown>>): string =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([key, value]) => value !== undefined && key !== 'indexName' && key !== 'type')
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();

/** A filter the search API refuses, answered as a 400. */
const invalidFilters = (reason: string) => new AlgoliaError(400, `Invalid filters: ${reason}`);

/** A `filters` string (or one `numericFilters` entry) in the filters grammar. */
const parsedFilters = (text: string): FilterAst => {
  const parsed = parseFilters(text);
  if (!parsed.ok) throw invalidFilters(parsed.error.reason);
  return parsed.value;
};

/** One `facetFilters` entry, `attr:value` or `-attr:value` (negated); values are raw, not quoted. */
const facetFilterLiteral = (text: string): Literal => {
  const negated = text.startsWith('-');
  const body = negated ? text.slice(1) : text;
  const colon = body.indexOf(':');
  if (colon <= 0) throw invalidFilters(`Invalid facetFilters entry '${text}': expected attribute:value`);
  const value = body.slice(colon + 1).replace(/^\\-/, '-');
  return { negated, predicate: { kind: 'facet', attribute: body.slice(0, colon), value } };
};

/** One `numericFilters` entry (`price<1000`, `rating:4 TO 5`), parsed with the filters grammar. */
const numericFilterLiteral = (text: string): Literal => {
  const ast = parsedFilters(text);
  const literal = ast[0]?.[0];
  if (ast.length !== 1 || ast[0]?.length !== 1 || literal === undefined || literal.predicate.kind === 'facet') {
    throw invalidFilters(`Invalid numericFilters entry '${text}'`);
  }
  return literal;
};

const groupsOf = (entries: string | readonly (string | readonly string[])[], literal: (text: string) => Literal) =>
  (typeof entries === 'string' ? [entries] : entries).map(
    (entry): OrGroup => (typeof entry === 'string' ? [literal(entry)] : entry.map(literal)),
  );

/** `filters`, `facetFilters` and `numericFilters` combined with AND into one filter; a bad one answers 400. */
export const filterOf = (params: SearchParams): FilterAst => [
  ...(params.filters?.trim() ? parsedFilters(params.filters) : []),
  ...(params.facetFilters === undefined ? [] : groupsOf(params.facetFilters, facetFilterLiteral)),
  ...(params.numericFilters === undefined ? [] : groupsOf(params.numericFilters, numericFilterLiteral)),
];
