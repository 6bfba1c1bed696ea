import { describe, expect, it } from 'vitest';
import { SEARCH_PHRASE_MAX_LENGTH } from '#domain/search/search-phrase';
import { searchWordsOf, textMatchesAll, wordFinds } from '#domain/search/word-match';

describe('searchWordsOf (spec §5, search-notes "Folding")', () => {
  it.each([
    ['Hasło', ['haslo']],
    ['  ZWROT   audiobooka ', ['zwrot', 'audiobooka']],
    ['Straße straße', ['strasse']],
    ['İade ve ödeme', ['iade', 've', 'odeme']],
    ['?!', []],
    ['', []],
  ])('%j searches for %j', (phrase, words) => {
    expect(searchWordsOf(phrase)).toEqual(words);
  });

  it('ignores a phrase over 120 characters, as the search box does', () => {
    expect(searchWordsOf('a'.repeat(SEARCH_PHRASE_MAX_LENGTH))).toEqual(['a'.repeat(SEARCH_PHRASE_MAX_LENGTH)]);
    expect(searchWordsOf('a'.repeat(SEARCH_PHRASE_MAX_LENGTH + 1))).toEqual([]);
  });
});

describe('wordFinds', () => {
  it.each([
    ['hasl', 'hasla', true],
    ['haslo', 'hasla', true],
    ['konta', 'konto', true],
    ['platnosc', 'platnosci', true],
    ['kot', 'kota', true],
    ['kota', 'kotu', false],
    ['klub', 'klucz', false],
    ['abonnement', 'abo', false],
    ['', 'anything', false],
  ])('%s finds %s: %s', (query, text, found) => {
    expect(wordFinds(query, text)).toBe(found);
  });
});

describe('textMatchesAll', () => {
  const question = 'Nie pamiętam hasła. Co zrobić?';

  it('finds a text holding every word, whatever their case and diacritics', () => {
    expect(textMatchesAll(question, searchWordsOf('HASŁO zrobic'))).toBe(true);
    expect(textMatchesAll('Wie ändere ich mein Passwort?', searchWordsOf('andere passwort'))).toBe(true);
  });

  it('misses a text that lacks one of the words', () => {
    expect(textMatchesAll(question, searchWordsOf('hasło karta'))).toBe(false);
  });

  it('finds nothing for a phrase of no words', () => {
    expect(textMatchesAll(question, [])).toBe(false);
  });
});
