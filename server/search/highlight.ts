import { damerau } from './damerau';
import { originalPrefixLength, words } from '#domain/search/text-fold';
import type { QueryWord } from './query-words';

/** Algolia's `_highlightResult` entry for one attribute value. */
export interface HighlightResult {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  readonly matchedWords: readonly string[];
  readonly fullyHighlighted?: boolean;
}

export interface HighlightTags {
  readonly pre: string;
  readonly post: string;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML, as highlighted values are inserted as markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * How many folded letters of a text word a query word matches (the whole word for an exact or typo match, the
 * matched prefix for the last word), or 0 when it does not match. The same rules as the index's matching.
 */
export const matchedLength = (word: string, q: QueryWord): number => {
  if (word === q.folded) return word.length;
  if (q.prefix && word.startsWith(q.folded)) return q.folded.length;
  if (q.maxTypos === 0) return 0;
  if (damerau(q.folded, word, q.maxTypos) <= q.maxTypos) return word.length;
  if (!q.prefix) return 0;
  let best = q.maxTypos + 1;
  let length = 0;
  for (
    let l = Math.max(1, q.folded.length - q.maxTypos);
    l <= Math.min(word.length, q.folded.length + q.maxTypos);
    l++
  ) {
    const d = damerau(q.folded, word.slice(0, l), q.maxTypos);
    if (d < best) {
      best = d;
      length = l;
    }
  }
  return best <= q.maxTypos ? length : 0;
};

/** Highlights the words of an original (unfolded) value that match the query, escaping HTML around the tags. */
export const highlight = (value: string, query: readonly QueryWord[], tags: HighlightTags): HighlightResult => {
  const matched = new Set<number>();
  let out = '';
  let cursor = 0;
  let highlightedAll = true;
  let any = false;
  for (const w of words(value)) {
    let length = 0;
    query.forEach((q, i) => {
      const l = matchedLength(w.folded, q);
      if (l > 0) {
        matched.add(i);
        length = Math.max(length, l);
      }
    });
    if (length === 0) {
      highlightedAll = false;
      continue;
    }
    const original = value.slice(w.start, w.end);
    const units = length >= w.folded.length ? original.length : originalPrefixLength(original, length);
    if (units < original.length) highlightedAll = false;
    any = true;
    out += escapeHtml(value.slice(cursor, w.start)) + tags.pre + escapeHtml(original.slice(0, units)) + tags.post;
    cursor = w.start + units;
  }
  out += escapeHtml(value.slice(cursor));
  const matchedWords = [...matched].sort((a, b) => a - b).map((i) => (query[i] as QueryWord).original);
  const matchLevel = matched.size === 0 ? 'none' : matched.size === query.length ? 'full' : 'partial';
  return {
    value: out,
    matchLevel,
    matchedWords,
    ...(matchLevel === 'none' ? {} : { fullyHighlighted: any && highlightedAll }),
  };
};
