import { words } from '#domain/search/text-fold';
import { typoBudget } from './typo-budget';

/** Algolia considers at most this many words of a query; more cannot narrow an AND further in practice. */
export const MAX_QUERY_WORDS = 10;

/** One word of a query, as typed and folded, with the typos it may carry. */
export interface QueryWord {
  readonly original: string;
  readonly folded: string;
  /** The query's last word matches as a prefix (Algolia's `queryType: prefixLast`). */
  readonly prefix: boolean;
  readonly maxTypos: 0 | 1 | 2;
}

/** Splits a query into its words: every word must match, the last as a prefix, typos by folded length. */
export const queryWords = (query: string, typoTolerance = true): QueryWord[] => {
  const found = words(query).slice(0, MAX_QUERY_WORDS);
  return found.map((w, i) => ({
    original: query.slice(w.start, w.end),
    folded: w.folded,
    prefix: i === found.length - 1,
    maxTypos: typoBudget(w.folded, typoTolerance),
  }));
};
