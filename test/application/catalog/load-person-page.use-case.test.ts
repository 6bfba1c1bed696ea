import { describe, expect, it } from 'vitest';
import { LoadPersonPage } from '#application/catalog/load-person-page.use-case';
import { DEFAULT_PRODUCT_ORDER, resolveOrder } from '#domain/catalog/product-sort';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import { InMemoryPersonRepository } from '#test/support/fakes/in-memory-person-repository';
import { aPerson } from '#test/support/mothers/person.mother';
import { aScreenProduct } from '#test/support/mothers/screen.mother';

const publisher = aPerson({ kind: 'publisher', slug: 'audiora-classics', name: 'Audiora Classics' });
const author = aPerson({ kind: 'author', slug: 'jane-austen', name: 'Jane Austen' });
const titles = Array.from({ length: 38 }, (_, i) => aScreenProduct({ name: `Title ${String(i).padStart(2, '0')}` }));

const setUp = () => {
  const repository = new InMemoryPersonRepository()
    .withPerson('en', publisher, titles)
    .withPerson('en', author, titles.slice(0, 4));
  return { repository, useCase: new LoadPersonPage({ personRepository: repository }) };
};

describe('LoadPersonPage', () => {
  it('gives the person by slug with their first page in one read, most popular first', async () => {
    const { useCase, repository } = setUp();
    const result = await useCase.execute({
      locale: 'en',
      kind: 'publisher',
      id: 'audiora-classics',
      page: 1,
      order: DEFAULT_PRODUCT_ORDER,
    });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.person).toBe(publisher);
    expect(result.value.products).toEqual({ products: titles.slice(0, ITEMS_LIMIT), page: 1, pages: 3, total: 38 });
    expect(repository.productRequests).toEqual([]);
  });

  it("reads any other page or order by the person's id", async () => {
    const { useCase, repository } = setUp();
    const order = resolveOrder('name', 'desc');
    const result = await useCase.execute({ locale: 'en', kind: 'publisher', id: publisher.slug, page: 2, order });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.products.page).toBe(2);
    expect(result.value.products.products[0]?.name).toBe('Title 22');
    expect(repository.productRequests).toEqual([{ personId: publisher.id, request: { page: 2, limit: 15, order } }]);
  });

  it('finds a person by id too, one kind at a time', async () => {
    const { useCase } = setUp();
    const found = await useCase.execute({
      locale: 'en',
      kind: 'author',
      id: author.id,
      page: 1,
      order: DEFAULT_PRODUCT_ORDER,
    });
    expect(found.ok && found.value.products.total).toBe(4);
    const otherKind = await useCase.execute({
      locale: 'en',
      kind: 'lector',
      id: author.id,
      page: 1,
      order: DEFAULT_PRODUCT_ORDER,
    });
    expect(otherKind).toEqual({ ok: false, error: { code: 'CATALOG.NOT_FOUND' } });
  });

  it('answers a page past the last with PAGE_NOT_FOUND before reading it', async () => {
    const { useCase, repository } = setUp();
    const result = await useCase.execute({
      locale: 'en',
      kind: 'author',
      id: author.slug,
      page: 2,
      order: resolveOrder('price', 'desc'),
    });
    expect(result).toEqual({ ok: false, error: { code: 'CATALOG.PAGE_NOT_FOUND' } });
    expect(repository.productRequests).toEqual([]);
  });

  it.each([{ code: 'API.MAINTENANCE' }, { code: 'CATALOG.UNAVAILABLE' }, { code: 'CATALOG.NOT_FOUND' }] as const)(
    'passes $code through',
    async (error) => {
      const { useCase, repository } = setUp();
      repository.failWith(error);
      const result = await useCase.execute({
        locale: 'en',
        kind: 'author',
        id: author.slug,
        page: 1,
        order: DEFAULT_PRODUCT_ORDER,
      });
      expect(result).toEqual({ ok: false, error });
    },
  );
});
