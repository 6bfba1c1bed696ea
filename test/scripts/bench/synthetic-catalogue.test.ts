import { describe, expect, it } from 'vitest';
import { fold } from '#domain/search/text-fold';
import { ProductIndex } from '#server/search/product-index';
import { syntheticCatalogue, syntheticQueries } from '../../../scripts/bench/synthetic-catalogue';

describe('syntheticCatalogue', () => {
  const records = syntheticCatalogue({ count: 2000, seed: 3 });

  it('is deterministic for a seed', () => {
    expect(syntheticCatalogue({ count: 2000, seed: 3 })).toEqual(records);
    expect(syntheticCatalogue({ count: 2000, seed: 4 })).not.toEqual(records);
  });

  it('has unique ids and the search hit fields, prices in minor units', () => {
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    for (const r of records) {
      expect(r.objectID).toBe(r.id);
      expect(Number.isInteger(r.price)).toBe(true);
      expect(r.description).toBe(r.authors.join(', '));
      expect(r.categories.length).toBeGreaterThan(0);
    }
  });

  it('writes in the eight languages, with their diacritics', () => {
    const text = records.map((r) => `${r.name} ${r.authors.join(' ')}`).join(' ');
    for (const letter of ['ż', 'ł', 'ř', 'ľ', 'ß', 'ė', 'ñ', 'ı', 'ş', 'İ']) expect(text).toContain(letter);
    expect(text).not.toBe(fold(text));
  });

  it('yields queries that find something in the catalogue', () => {
    const index = new ProductIndex('t');
    index.replaceAll(records);
    const queries = syntheticQueries(records, 50);
    expect(queries).toHaveLength(50);
    const found = queries.filter((q) => index.search({ query: q }).nbHits > 0);
    expect(found.length).toBeGreaterThan(45);
  });
});
