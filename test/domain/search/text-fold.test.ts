import { describe, expect, it } from 'vitest';
import { fold, foldedWords, originalPrefixLength, words } from '#domain/search/text-fold';

describe('fold (search-notes "Folding")', () => {
  it.each([
    // pl
    ['Żółw', 'zolw'],
    ['Łódź', 'lodz'],
    ['ŚCIĘŻKĄ źródło', 'sciezka zrodlo'],
    ['Gęś ćma ń', 'ges cma n'],
    // cs
    ['Dvořák Čapek', 'dvorak capek'],
    ['Růže ěšť ýáíé', 'ruze est yaie'],
    // sk
    ['ľĺŕôä Ďťň', 'llroa dtn'],
    // de
    ['Straße', 'strasse'],
    ['GROẞE Müller Öl Ärger', 'grosse muller ol arger'],
    // lt
    ['ėųūįš žč', 'euuis zc'],
    // es
    ['Señor Íñigo', 'senor inigo'],
    // tr: dotless ı and dotted İ both fold to i, wherever they come from
    ['İstanbul', 'istanbul'],
    ['ığdır ŞĞÇÖÜ', 'igdir sgcou'],
    ['I', 'i'],
    // letters NFD leaves alone
    ['đ Ø æ Œ þ', 'd o ae oe th'],
    // decomposed input and compatibility forms
    ['e\u0301', 'e'],
    ['ﬁ', 'fi'],
  ])('%s -> %s', (input, expected) => {
    expect(fold(input)).toBe(expected);
  });

  it('keeps letters of other scripts, lower-cased', () => {
    expect(fold('ΟΔΥΣΣΕΙΑ')).toBe('οδυσσεια');
  });
});

describe('words', () => {
  it('splits on anything but letters, digits and marks, with offsets into the original text', () => {
    const text = "O'Neill — Żółw, 1905 r.";
    expect(words(text)).toEqual([
      { start: 0, end: 1, folded: 'o' },
      { start: 2, end: 7, folded: 'neill' },
      { start: 10, end: 14, folded: 'zolw' },
      { start: 16, end: 20, folded: '1905' },
      { start: 21, end: 22, folded: 'r' },
    ]);
    expect(text.slice(10, 14)).toBe('Żółw');
  });

  it('keeps a decomposed accent inside its word', () => {
    expect(foldedWords('Cafe\u0301 noir')).toEqual(['cafe', 'noir']);
  });

  it('finds no word in punctuation only', () => {
    expect(words(' -- !? ')).toEqual([]);
  });
});

describe('originalPrefixLength', () => {
  it.each([
    ['Przygody', 4, 4],
    ['Żółw', 2, 2],
    // ß folds to two letters: 'stras' needs 'Straß'
    ['Straße', 5, 5],
    ['Straße', 4, 4],
    ['Straße', 6, 5],
    ['İstanbul', 2, 2],
    // a decomposed accent stays with its letter
    ['Cafe\u0301s', 4, 5],
  ])('%s: %i folded letters cover %i characters', (word, folded, expected) => {
    expect(originalPrefixLength(word, folded)).toBe(expected);
  });
});
