import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { buildDemoCatalogue, buildMarketSeed } from '#server/db/seed/build-demo-catalogue';
import { SEEDED_TABLES } from '#server/db/seed/seed-rows';

const PRIMARY_KEYS: Readonly<Record<string, readonly string[]>> = {
  product_prices: ['product_id', 'catalog_id'],
  audiobooks: ['product_id'],
  product_categories: ['product_id', 'category_id'],
  product_authors: ['product_id', 'person_id'],
  product_lectors: ['product_id', 'person_id'],
  product_publishers: ['product_id', 'person_id'],
  cycle_volumes: ['cycle_id', 'volume_id'],
  section_products: ['section_id', 'product_id'],
  section_categories: ['section_id', 'category_id'],
};

describe('the demo catalogue builder', () => {
  const all = buildDemoCatalogue();

  it('builds the same rows every time', () => {
    expect(buildDemoCatalogue()).toEqual(all);
  });

  it('never builds two rows with the same primary key', () => {
    for (const table of SEEDED_TABLES) {
      const key = PRIMARY_KEYS[table] ?? ['id'];
      const keys = (all[table] as readonly Record<string, unknown>[]).map((row) =>
        key.map((k) => String(row[k])).join('/'),
      );
      expect(new Set(keys).size, table).toBe(keys.length);
    }
  });

  it('keeps product slugs unique within each catalogue', () => {
    for (const locale of LOCALES) {
      const slugs = buildMarketSeed(locale).products.map((p) => p.slug);
      expect(new Set(slugs).size, locale).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('puts each market’s rows in its own catalogue only', () => {
    for (const locale of LOCALES) {
      const rows = buildMarketSeed(locale);
      for (const product of rows.products) expect(product.catalog_id).toBe(MARKETS[locale].catalogId);
      for (const author of rows.authors) expect(author.catalog_id).toBe(MARKETS[locale].catalogId);
    }
  });

  it('gives a market’s cover ids, one per product', () => {
    const rows = buildMarketSeed('pl');
    const images = rows.products.map((p) => p.image);
    expect(new Set(images).size).toBe(images.length);
    expect(images.every((image) => typeof image === 'string' && image.length === 36)).toBe(true);
  });
});
