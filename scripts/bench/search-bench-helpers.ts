/** The requests a user typing `query` letter by letter sends: every prefix, as successive prefix queries. */
export const typedAsYouGo = (query: string): string[] =>
  Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)).filter((q) => q.trim() !== '');

/** The value at fraction `p` (0..1) of an ascending list (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
