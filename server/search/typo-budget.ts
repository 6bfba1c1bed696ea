/** Algolia's default `minWordSizefor1Typo`: shorter query words must match without a typo. */
export const MIN_WORD_SIZE_FOR_1_TYPO = 4;

/** Algolia's default `minWordSizefor2Typos`. */
export const MIN_WORD_SIZE_FOR_2_TYPOS = 8;

/** Typos a query word may carry (measured on its folded length): none below 4 letters, one from 4, two from 8. */
export const typoBudget = (foldedWord: string, tolerance = true): 0 | 1 | 2 => {
  if (!tolerance) return 0;
  const length = [...foldedWord].length;
  if (length >= MIN_WORD_SIZE_FOR_2_TYPOS) return 2;
  if (length >= MIN_WORD_SIZE_FOR_1_TYPO) return 1;
  return 0;
};
