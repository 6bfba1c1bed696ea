/** Spec §5: the mark that ends a shortened text. */
export const ELLIPSIS = '...';

/** Spec §5: the length of a text in code points, the unit truncateText counts in (an emoji is one, not two). */
export const codePointLength = (text: string): number => Array.from(text).length;

/**
 * Spec §5: a text longer than its limit is cut to the limit minus 3 characters, trimmed, and ends with '...'.
 * Counts and cuts by code points so a surrogate pair (an emoji) is never split; trims only the end so the
 * kept text stays a prefix of the input. A limit below 4 leaves no room for text before the ellipsis, so
 * such a text is cut hard to the limit with no ellipsis; a negative or NaN limit counts as 0 and a
 * fractional one is rounded down.
 */
export const truncateText = (text: string, limit: number): string => {
  const max = Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit));
  const codePoints = Array.from(text);
  if (codePoints.length <= max) return text;
  if (max < ELLIPSIS.length + 1) return codePoints.slice(0, max).join('');
  return (
    codePoints
      .slice(0, max - ELLIPSIS.length)
      .join('')
      .trimEnd() + ELLIPSIS
  );
};

/**
 * A plain text's paragraphs, as both the API's `description_html` and the storefront's pages show them: blocks
 * separated by a blank line, trimmed, empty ones left out; single line breaks stay inside their paragraph.
 */
export const paragraphsOf = (text: string): readonly string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
