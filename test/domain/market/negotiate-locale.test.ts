import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '#domain/market/negotiate-locale';

describe('negotiateLocale (spec §2: / goes to the best supported locale)', () => {
  it.each([
    ['pl-PL,pl;q=0.9', 'pl'],
    ['cs-CZ,cs;q=0.9,en;q=0.8', 'cz'],
    ['cs', 'cz'],
    ['de-AT', 'de'],
    ['sk', 'sk'],
    ['lt-LT', 'lt'],
    ['es-419,es;q=0.9', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['tr-TR', 'tr'],
    ['fr-FR,fr;q=0.9,de;q=0.5', 'de'],
    ['en;q=0.4,de;q=0.8', 'de'],
    ['de;q=0.5,tr;q=0.5', 'de'],
    ['*', 'pl'],
    ['fr-FR', 'pl'],
    ['', 'pl'],
    ['de;q=0', 'pl'],
    ['de;q=abc,sk', 'sk'],
    [';;;,,,', 'pl'],
  ])('%j -> %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('uses pl when the header is missing', () => {
    expect(negotiateLocale(undefined)).toBe('pl');
    expect(negotiateLocale(null)).toBe('pl');
  });
});
