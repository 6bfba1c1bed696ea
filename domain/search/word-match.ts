import { SEARCH_PHRASE_MAX_LENGTH } from './search-phrase';
import { foldedWords } from './text-fold';

/** The shortest stem two words must share before an inflected ending may differ. */
export const MIN_SHARED_STEM = 4;

/** How many final letters of a query word may differ from the text's word (an inflected ending: hasło / hasła). */
export const MAX_ENDING_CHANGE = 2;

/**
 * Spec §5: the words a submitted phrase searches for, folded as the search index folds them (search-notes
 * "Folding"); a phrase longer than 120 characters or of no words searches for nothing.
 */
export const searchWordsOf = (phrase: string): readonly string[] =>
  phrase.length > SEARCH_PHRASE_MAX_LENGTH ? [] : [...new Set(foldedWords(phrase))];

const sharedPrefixLength = (a: string, b: string): number => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
};

/**
 * Whether a folded query word finds a folded text word: as the text word's start (search as you read: "hasł" finds
 * "hasła"), or, in inflected languages, as a stem of at least four letters shared by both with at most the query
 * word's last two letters different ("hasło" finds "hasła", "konta" finds "konto").
 */
export const wordFinds = (queryWord: string, textWord: string): boolean => {
  if (queryWord === '') return false;
  if (textWord.startsWith(queryWord)) return true;
  const shared = sharedPrefixLength(queryWord, textWord);
  return shared >= MIN_SHARED_STEM && queryWord.length - shared <= MAX_ENDING_CHANGE;
};

/**
 * Search-notes "Algolia's semantics": every query word must be found in the text; a query of no words finds nothing.
 * Both sides are folded (case and diacritics), so "ZOLW" finds "Żółw".
 */
export const textMatchesAll = (text: string, queryWords: readonly string[]): boolean => {
  if (queryWords.length === 0) return false;
  const textWords = foldedWords(text);
  return queryWords.every((queryWord) => textWords.some((textWord) => wordFinds(queryWord, textWord)));
};
