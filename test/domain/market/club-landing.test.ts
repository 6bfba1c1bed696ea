import { describe, expect, it } from 'vitest';
import { clubLandingPageFor } from '#domain/market/club-landing';
import { LOCALES } from '#domain/market/locale';

describe('club landing page (spec §2: an external address per market)', () => {
  it('gives each club market its own page on the club domain and none where the club is off', () => {
    expect(Object.fromEntries(LOCALES.map((l) => [l, clubLandingPageFor(l)]))).toEqual({
      pl: 'https://club.audiora.example/pl',
      cz: 'https://club.audiora.example/cz',
      sk: null,
      de: 'https://club.audiora.example/de',
      lt: 'https://club.audiora.example/lt',
      es: null,
      en: null,
      tr: 'https://club.audiora.example/tr',
    });
  });
});
