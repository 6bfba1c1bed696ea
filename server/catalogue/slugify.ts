// Letters that NFD does not decompose into a base letter and a mark.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'l',
  ß: 'ss',
  ı: 'i',
  İ: 'i',
  đ: 'd',
  Đ: 'd',
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  þ: 'th',
};

/** A URL slug in ASCII: every market's letters folded (ł -> l, ß -> ss, ı -> i, ž -> z), words joined by hyphens. */
export const slugify = (text: string): string =>
  text
    .replace(/[łŁßıİđĐøØæÆœŒþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
