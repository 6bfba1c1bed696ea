/**
 * Optimal-string-alignment (restricted Damerau–Levenshtein) distance: insertions, deletions, substitutions and a
 * swap of two adjacent letters each cost one typo. Gives up early and returns `max + 1` once `max` is exceeded.
 * Works on UTF-16 units: folded text is ASCII for the eight markets' languages.
 */
export const damerau = (a: string, b: string, max: number): number => {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0) return m;
  if (m === 0) return n;
  let prev2 = new Int32Array(m + 1);
  let prev = new Int32Array(m + 1);
  let row = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      }
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  const d = prev[m] ?? max + 1;
  return d > max ? max + 1 : d;
};

/** The smallest distance between `query` and any prefix of `word` (a query's last word is a prefix), capped at `max + 1`. */
export const prefixDamerau = (query: string, word: string, max: number): number => {
  let best = max + 1;
  const from = Math.max(0, query.length - max);
  const to = Math.min(word.length, query.length + max);
  for (let length = from; length <= to; length++) {
    const d = damerau(query, word.slice(0, length), max);
    if (d < best) best = d;
    if (best === 0) break;
  }
  return best;
};
