/**
 * Diacritic- and case-insensitive folding for the eight markets' languages (search-notes "Folding").
 * NFD + stripping marks misses letters that are not "base + mark" in Unicode, so those are mapped first.
 */
const EXPLICIT: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'l',
  ß: 'ss',
  ẞ: 'ss',
  ı: 'i',
  İ: 'i',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  þ: 'th',
  Þ: 'th',
  ħ: 'h',
  Ħ: 'h',
  ŧ: 't',
  Ŧ: 't',
  ŀ: 'l',
  Ŀ: 'l',
};

const MARKS = /\p{M}/gu;
const cache = new Map<string, string>();

/** Folds one code point: explicit map, then compatibility decomposition, marks stripped, lower case. */
export const foldChar = (char: string): string => {
  const hit = cache.get(char);
  if (hit !== undefined) return hit;
  const mapped = EXPLICIT[char] ?? char;
  // toLowerCase() is locale-independent: 'I' -> 'i' in every market, as both sides of the index fold the same way.
  const folded = mapped.normalize('NFKD').replace(MARKS, '').toLowerCase();
  cache.set(char, folded);
  return folded;
};

/** Folds a text code point by code point, so that a word's folded form is the concatenation of its letters'. */
export const fold = (text: string): string => {
  let out = '';
  for (const char of text) out += foldChar(char);
  return out;
};

/** One word of an original text: where it sits and what it folds to. */
export interface TextWord {
  /** UTF-16 offset of the word's first character in the original text. */
  readonly start: number;
  /** UTF-16 offset just past the word. */
  readonly end: number;
  readonly folded: string;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** Splits a text into words (letters, digits and their marks), keeping original offsets for highlighting. */
export const words = (text: string): TextWord[] => {
  const out: TextWord[] = [];
  let start = -1;
  let folded = '';
  let offset = 0;
  for (const char of text) {
    if (WORD_CHAR.test(char)) {
      if (start < 0) start = offset;
      folded += foldChar(char);
    } else if (start >= 0) {
      if (folded !== '') out.push({ start, end: offset, folded });
      start = -1;
      folded = '';
    }
    offset += char.length;
  }
  if (start >= 0 && folded !== '') out.push({ start, end: offset, folded });
  return out;
};

/** The folded words of a text, in order. */
export const foldedWords = (text: string): string[] => words(text).map((w) => w.folded);

/**
 * How many UTF-16 units of an original word cover its first `foldedLength` folded characters,
 * so that a prefix match highlights "<em>Przy</em>gody" even where folding changed lengths (ß -> ss).
 */
export const originalPrefixLength = (original: string, foldedLength: number): number => {
  let covered = 0;
  let units = 0;
  for (const char of original) {
    if (covered >= foldedLength) break;
    covered += foldChar(char).length;
    units += char.length;
  }
  // Trailing combining marks belong to the last highlighted letter.
  for (const char of original.slice(units)) {
    if (foldChar(char) !== '') break;
    units += char.length;
  }
  return units;
};
