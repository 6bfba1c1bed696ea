import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { categoryProductsSchema } from '#contract/category-products.schema';
import { PRODUCT_SORTS, SORT_ORDERS } from '#domain/catalog/product-sort';
import { findSubtree } from '#server/catalogue/queries/category-products.query';
import type { CategoryRecord } from '#server/catalogue/category-repository.port';
import { collectionLinks, pagesOf } from '#server/http/api/collection';
import { createTestApp, requestJson, type TestApp } from '#test/support/server/test-server';

const sizes = fc.record({ total: fc.nat({ max: 100_000 }), limit: fc.integer({ min: 1, max: 100 }) });

describe('pagination maths', () => {
  it('has 0 pages exactly when the collection is empty, else just enough pages for every item', () => {
    fc.assert(
      fc.property(sizes, ({ total, limit }) => {
        const pages = pagesOf(total, limit);
        expect(pages === 0).toBe(total === 0);
        if (total > 0) {
          expect(pages * limit).toBeGreaterThanOrEqual(total);
          expect((pages - 1) * limit).toBeLessThan(total);
        }
      }),
    );
  });

  it('links next only before the last page and prev only after the first, repeating the order on every link', () => {
    fc.assert(
      fc.property(sizes, fc.integer({ min: 1, max: 2_000 }), ({ total, limit }, page) => {
        const pages = pagesOf(total, limit);
        const links = collectionLinks({
          locale: 'pl',
          path: '/pl/v2/cycles',
          query: { limit, sort: 'name', order: 'asc' },
          page,
          pages,
          noLinks: false,
        });
        expect('next' in links).toBe(page < pages);
        expect('prev' in links).toBe(page > 1 && pages > 0);
        expect('last' in links).toBe(pages > 0);
        for (const [rel, link] of Object.entries(links)) {
          if (rel === 'curies' || Array.isArray(link)) continue;
          expect(link.href).toContain(`limit=${limit}&sort=name&order=asc`);
        }
      }),
    );
  });

  it('keeps only self with _f[noLinks]=1', () => {
    fc.assert(
      fc.property(sizes, fc.integer({ min: 1, max: 2_000 }), ({ total, limit }, page) => {
        const links = collectionLinks({
          locale: 'de',
          path: '/de/v2/podcasts',
          query: { limit },
          page,
          pages: pagesOf(total, limit),
          noLinks: true,
        });
        expect(links).toEqual({ self: { href: `/de/v2/podcasts?page=${page}&limit=${limit}` } });
      }),
    );
  });
});

/** A random forest of categories: each one's parent, if any, comes earlier in the list. */
const forest = fc.array(fc.nat(), { minLength: 1, maxLength: 30 }).map((parents): CategoryRecord[] =>
  parents.map((p, i) => ({
    id: `c${i}`,
    slug: `s${i}`,
    name: `Category ${i}`,
    // Roughly a third are top-level; the others hang below an earlier category.
    parentId: i === 0 || p % 3 === 0 ? null : `c${p % i}`,
  })),
);

describe('category subtree', () => {
  it('holds the category and exactly the categories whose chain of parents reaches it', () => {
    fc.assert(
      fc.property(forest, fc.nat(), (categories, pick) => {
        const root = categories[pick % categories.length];
        if (!root) return;
        const found = findSubtree(categories, pick % 2 === 0 ? root.id : root.slug);
        const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
        const below = (id: string): boolean => {
          for (let at: string | null | undefined = id; at; at = parentOf.get(at)) if (at === root.id) return true;
          return false;
        };
        expect(found?.category).toEqual(root);
        expect(new Set(found?.subtreeIds)).toEqual(new Set(categories.filter((c) => below(c.id)).map((c) => c.id)));
        expect(new Set(found?.subtreeIds).size).toBe(found?.subtreeIds.length);
      }),
    );
  });

  it('finds nothing for a name that is neither an id nor a slug', () => {
    fc.assert(
      fc.property(forest, (categories) => {
        expect(findSubtree(categories, 'no-such-category')).toBeNull();
      }),
    );
  });
});

describe('collection query parameters over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 30_000);

  afterAll(async () => {
    await t?.close();
  });

  const value = fc.oneof(
    fc.constantFrom('0', '1', '15', '100', '101', '-1', '1.5', '1e2', '', ' 2', 'abc', '9999999', '00003'),
    fc.constantFrom(...PRODUCT_SORTS, ...SORT_ORDERS, 'hot', 'ASC'),
    fc.string({ maxLength: 6 }),
  );
  const query = fc.dictionary(fc.constantFrom('page', 'limit', 'sort', 'order', '_f[noLinks]', 'other'), value);

  it('answers any query 200 with a consistent page or 400 with field errors, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = new URLSearchParams(params).toString();
        const { res, body } = await requestJson(t.app, `/pl/v2/categories/klasyka-literatury/products?${search}`);
        if (res.status === 400) {
          const error = apiErrorSchema.parse(body);
          expect(error.errors?.length).toBeGreaterThan(0);
          return;
        }
        expect(res.status).toBe(200);
        const page = categoryProductsSchema.parse(body);
        expect(page.pages).toBe(pagesOf(page.total, page.limit));
        const expected = page.page <= page.pages ? Math.min(page.limit, page.total - (page.page - 1) * page.limit) : 0;
        expect(page._embedded['app:product']).toHaveLength(expected);
      }),
      { numRuns: 60 },
    );
  });
});
