import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { createSearchService, searchIndexName } from '#server/search/search-service';
import { aSearchRecord } from '#test/support/search-fixtures';

describe('search service', () => {
  it('names one index per market', () => {
    expect(searchIndexName('pl')).toBe('audiora_products_pl');
    expect(searchIndexName('cz', 'other')).toBe('other_products_cz');
  });

  it('holds one index per market, found by locale and by name', () => {
    const service = createSearchService({ records: { de: [aSearchRecord({ name: 'Die Straße' })] } });
    expect(service.indexNames).toEqual(LOCALES.map((l) => searchIndexName(l)));
    expect(service.index('de').size).toBe(1);
    expect(service.byName('audiora_products_de')).toBe(service.index('de'));
    expect(service.index('pl').size).toBe(0);
    expect(service.byName('audiora_products_xx')).toBeUndefined();
  });
});
