import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '#application/catalog/product-summary';
import type { CategoryProductsRepository } from '#application/ports/category-products-repository.port';
import { DEFAULT_PRODUCT_ORDER, resolveOrder } from '#domain/catalog/product-sort';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import { KyCatalogRepository } from '#infrastructure/http/ky-catalog-repository';
import { KyCategoryProductsRepository } from '#infrastructure/http/ky-category-products-repository';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';
import { InMemoryCategoryProductsRepository } from '#test/support/fakes/in-memory-category-products-repository';
import { aCategory } from '#test/support/mothers/category.mother';
import { aScreenProduct, minorUnits } from '#test/support/mothers/screen.mother';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';

const CLASSICS = 'klasyka-literatury';
const firstPage = { page: 1, limit: ITEMS_LIMIT, order: DEFAULT_PRODUCT_ORDER };
const visitorPrice = (product: ProductSummary) => product.prices.discountPrice ?? product.prices.price ?? 0;

interface Subject {
  readonly repository: CategoryProductsRepository;
  /** The id of the Polish classics category (`klasyka-literatury`), which holds more than two pages. */
  readonly classicsId: string;
  readonly teardown: () => Promise<void>;
}

/**
 * What every CategoryProductsRepository must do, given one that holds the demo catalogue's Polish classics: 32 titles
 * (three pages of 15), priced in PLN.
 */
const categoryProductsContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`CategoryProductsRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it("gives a category's first page by slug, with the paging of the whole list", async () => {
      const result = await subject.repository.listProducts('pl', CLASSICS, firstPage);
      if (!result.ok) throw new Error(`expected products, got ${result.error.code}`);
      expect(result.value).toMatchObject({ page: 1, pages: 3, total: 32 });
      expect(result.value.products).toHaveLength(ITEMS_LIMIT);
      for (const product of result.value.products) {
        expect(product.name).not.toBe('');
        expect(product.imageUrl).not.toBe('');
        expect(product.currency).toBe('PLN');
      }
    });

    it('finds the category by id as well, and pages through it without repeats', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => subject.repository.listProducts('pl', subject.classicsId, { ...firstPage, page })),
      );
      const ids = pages.flatMap((result) => (result.ok ? result.value.products.map((p) => p.id) : []));
      expect(ids).toHaveLength(32);
      expect(new Set(ids).size).toBe(32);
    });

    it('orders by price both ways, as a visitor pays', async () => {
      for (const order of ['asc', 'desc'] as const) {
        const result = await subject.repository.listProducts('pl', CLASSICS, {
          ...firstPage,
          order: resolveOrder('price', order),
        });
        if (!result.ok) throw new Error(result.error.code);
        const prices = result.value.products.map(visitorPrice);
        expect(prices).toEqual([...prices].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      }
    });

    it('answers NOT_FOUND for a category the market does not have, and keeps markets apart', async () => {
      expect(await subject.repository.listProducts('pl', 'no-such-category', firstPage)).toEqual({
        ok: false,
        error: { code: 'CATALOG.NOT_FOUND' },
      });
      expect(await subject.repository.listProducts('de', CLASSICS, firstPage)).toEqual({
        ok: false,
        error: { code: 'CATALOG.NOT_FOUND' },
      });
    });
  });
};

let server: RunningTestServer;

categoryProductsContract('KyCategoryProductsRepository against the reference API', async () => {
  server = await startTestServer();
  const http = createKyHttpClient({ apiOrigin: server.origin, brand: 'audiora', userAgent: 'contract-test' });
  const categories = await new KyCatalogRepository({ http }).listCategories('pl');
  const classics = categories.ok ? categories.value.find((category) => category.slug === CLASSICS) : undefined;
  if (!classics) throw new Error('the demo catalogue has no Polish classics');
  return {
    repository: new KyCategoryProductsRepository({ http }),
    classicsId: classics.id,
    teardown: () => server.close(),
  };
});

categoryProductsContract('InMemoryCategoryProductsRepository', async () => {
  const classics = aCategory({ slug: CLASSICS, name: 'Klasyka literatury' });
  const products = Array.from({ length: 32 }, (_, i) =>
    aScreenProduct({
      prices: {
        price: minorUnits(1990 + ((i * 700) % 4000)),
        discountPrice: null,
        priceForSubscribers: null,
        lowestPrice: null,
      },
    }),
  );
  return {
    repository: new InMemoryCategoryProductsRepository().withProducts('pl', classics, products),
    classicsId: classics.id,
    teardown: () => Promise.resolve(),
  };
});
