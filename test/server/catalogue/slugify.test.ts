import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from '#server/catalogue/slugify';

describe('slugify', () => {
  it.each([
    ['Pan Wołodyjowski', 'pan-wolodyjowski'],
    ['Pes baskervillský', 'pes-baskervillsky'],
    ['Hájnikova žena', 'hajnikova-zena'],
    ['Kinder- und Hausmärchen', 'kinder-und-hausmarchen'],
    ['Die Straße', 'die-strasse'],
    ['Dėdės ir dėdienės', 'dedes-ir-dedienes'],
    ['La vida es sueño', 'la-vida-es-sueno'],
    ["Baskerville'lerin Köpeği", 'baskervillelerin-kopegi'],
    ['Aşk-ı Memnu', 'ask-i-memnu'],
    ['İntibah', 'intibah'],
    ['R.U.R.', 'r-u-r'],
    ["Grimms' Fairy Tales", 'grimms-fairy-tales'],
    ['  Crime & Thrillers  ', 'crime-thrillers'],
    ['20.000 Meilen', '20-000-meilen'],
  ])('%s -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('always gives lowercase ASCII words joined by single hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(slugify(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});
