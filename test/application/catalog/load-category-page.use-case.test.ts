import { describe, expect, it } from 'vitest';
import { LoadCategoryPage } from '#application/catalog/load-category-page.use-case';
import { DEFAULT_PRODUCT_ORDER, resolveOrder } from '#domain/catalog/product-sort';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { InMemoryCategoryProductsRepository } from '#test/support/fakes/in-memory-category-products-repository';
import { aCategory } from '#test/support/mothers/category.mother';
import { aScreenProduct } from '#test/support/mothers/screen.mother';

const classics = aCategory({ name: 'Classics', slug: 'classics' });
const novels = aCategory({ name: 'Novels', slug: 'novels', parentId: classics.id });
const russian = aCategory({ name: 'Russian novels', slug: 'russian', parentId: novels.id });
const poetry = aCategory({ name: 'Poetry', slug: 'poetry', parentId: classics.id });
const CATEGORIES = [classics, novels, poetry, russian];
const products = Array.from({ length: 32 }, (_, i) => aScreenProduct({ name: `Title ${String(i).padStart(2, '0')}` }));

const setUp = () => {
  const catalogRepository = new InMemoryCatalogRepository().withCategories('en', CATEGORIES);
  const categoryProductsRepository = new InMemoryCategoryProductsRepository()
    .withProducts('en', classics, products)
    .withProducts('en', novels, products.slice(0, 10))
    .withProducts('en', poetry, []);
  const useCase = new LoadCategoryPage({ catalogRepository, categoryProductsRepository });
  return { useCase, catalogRepository, categoryProductsRepository };
};

describe('LoadCategoryPage', () => {
  it('gives the category found by slug, its subcategories and its first page of 15 in the default order', async () => {
    const { useCase, categoryProductsRepository } = setUp();
    const result = await useCase.execute({ locale: 'en', id: 'classics', page: 1, order: DEFAULT_PRODUCT_ORDER });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.category).toBe(classics);
    expect(result.value.ancestors).toEqual([]);
    expect(result.value.subcategories).toEqual([novels, poetry]);
    expect(result.value.products).toMatchObject({ page: 1, pages: 3, total: 32 });
    expect(result.value.products.products).toEqual(products.slice(0, ITEMS_LIMIT));
    expect(categoryProductsRepository.requests).toEqual([
      { locale: 'en', id: 'classics', request: { page: 1, limit: ITEMS_LIMIT, order: DEFAULT_PRODUCT_ORDER } },
    ]);
  });

  it('finds a category by id too, with its breadcrumb from the top and the page and order asked for', async () => {
    const { useCase } = setUp();
    const order = resolveOrder('name', 'desc');
    const result = await useCase.execute({ locale: 'en', id: novels.id, page: 1, order });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.category).toBe(novels);
    expect(result.value.ancestors).toEqual([classics]);
    expect(result.value.subcategories).toEqual([russian]);
    expect(result.value.products.products.map((p) => p.name).slice(0, 2)).toEqual(['Title 09', 'Title 08']);
  });

  it('gives the last page, and a page past it as PAGE_NOT_FOUND', async () => {
    const { useCase } = setUp();
    const last = await useCase.execute({ locale: 'en', id: 'classics', page: 3, order: DEFAULT_PRODUCT_ORDER });
    expect(last.ok && last.value.products.products.length).toBe(2);
    const past = await useCase.execute({ locale: 'en', id: 'classics', page: 4, order: DEFAULT_PRODUCT_ORDER });
    expect(past).toEqual({ ok: false, error: { code: 'CATALOG.PAGE_NOT_FOUND' } });
  });

  it('shows page 1 of an empty category, and nothing past it', async () => {
    const { useCase } = setUp();
    const first = await useCase.execute({ locale: 'en', id: 'poetry', page: 1, order: DEFAULT_PRODUCT_ORDER });
    expect(first.ok && first.value.products).toEqual({ products: [], page: 1, pages: 0, total: 0 });
    const second = await useCase.execute({ locale: 'en', id: 'poetry', page: 2, order: DEFAULT_PRODUCT_ORDER });
    expect(second).toEqual({ ok: false, error: { code: 'CATALOG.PAGE_NOT_FOUND' } });
  });

  it('answers NOT_FOUND for a category the market does not have', async () => {
    const { useCase } = setUp();
    const result = await useCase.execute({ locale: 'en', id: 'cookery', page: 1, order: DEFAULT_PRODUCT_ORDER });
    expect(result).toEqual({ ok: false, error: { code: 'CATALOG.NOT_FOUND' } });
  });

  it('answers NOT_FOUND when the products are there but the category is not among the categories', async () => {
    const { catalogRepository, categoryProductsRepository } = setUp();
    catalogRepository.withCategories('en', [novels]);
    const useCase = new LoadCategoryPage({ catalogRepository, categoryProductsRepository });
    const result = await useCase.execute({ locale: 'en', id: 'classics', page: 1, order: DEFAULT_PRODUCT_ORDER });
    expect(result).toEqual({ ok: false, error: { code: 'CATALOG.NOT_FOUND' } });
  });

  it('puts maintenance before any other failure, whichever read reports it', async () => {
    const { useCase, catalogRepository, categoryProductsRepository } = setUp();
    catalogRepository.failWith({ code: 'API.MAINTENANCE' });
    categoryProductsRepository.failWith({ code: 'CATALOG.NOT_FOUND' });
    const input = { locale: 'en', id: 'classics', page: 1, order: DEFAULT_PRODUCT_ORDER } as const;
    expect(await useCase.execute(input)).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
    catalogRepository.failWith(null);
    categoryProductsRepository.failWith({ code: 'API.MAINTENANCE' });
    expect(await useCase.execute(input)).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
    categoryProductsRepository.failWith(null);
    catalogRepository.failWith({ code: 'CATALOG.UNAVAILABLE' });
    expect(await useCase.execute(input)).toEqual({ ok: false, error: { code: 'CATALOG.UNAVAILABLE' } });
  });
});
