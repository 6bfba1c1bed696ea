import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, foldedWords } from '#domain/search/text-fold';

const LETTERS = [...'aąbcćčdďeęěéfghiıİjklłľĺmnńňoóôöpqrřŕsśšßtťuůúüųūvwxyýzżźžAĄĆŁŃÓŚŹŻŠŽÇĞŞÜÖÄ'];
const text = fc
  .array(fc.oneof(fc.constantFrom(...LETTERS, ' ', '-', ','), fc.string({ maxLength: 3 })), {
    maxLength: 20,
  })
  .map((parts) => parts.join(''));

describe('fold properties', () => {
  it('is idempotent', () => {
    fc.assert(fc.property(text, (t) => fold(fold(t)) === fold(t)));
  });

  it('folds a concatenation as the concatenation of the folds', () => {
    fc.assert(fc.property(text, text, (a, b) => fold(a + b) === fold(a) + fold(b)));
  });

  it('leaves no combining mark and no upper-case letter', () => {
    fc.assert(
      fc.property(text, (t) => {
        const folded = fold(t);
        expect(folded).not.toMatch(/\p{M}/u);
        expect(folded).toBe(folded.toLowerCase());
      }),
    );
  });

  it('folds the eight languages to ASCII', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...LETTERS)), (letters) => /^[a-z]*$/.test(fold(letters.join('')))));
  });

  it('splits into words that are never empty and carry no separator', () => {
    fc.assert(fc.property(text, (t) => foldedWords(t).every((w) => w.length > 0 && !/[\s,-]/.test(w))));
  });
});
