import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonRepository } from '#application/ports/person-repository.port';
import { DEFAULT_PRODUCT_ORDER, resolveOrder } from '#domain/catalog/product-sort';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';
import { KyPersonRepository } from '#infrastructure/http/ky-person-repository';
import { InMemoryPersonRepository } from '#test/support/fakes/in-memory-person-repository';
import { aPerson } from '#test/support/mothers/person.mother';
import { aScreenProduct } from '#test/support/mothers/screen.mother';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';

const PUBLISHER = 'audiora-klasyka';
const AUTHOR = 'arthur-conan-doyle';

/**
 * What every PersonRepository must do, given one that holds the demo catalogue's Polish publisher Audiora Klasyka (36
 * titles, three pages of 15) and author Arthur Conan Doyle (4 titles, with a biography).
 */
const personRepositoryContract = (
  name: string,
  setup: () => Promise<{ readonly repository: PersonRepository; readonly teardown: () => Promise<void> }>,
) => {
  describe(`PersonRepository contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof setup>>;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('finds a publisher by slug with their first page of titles and the paging of them all', async () => {
      const result = await subject.repository.findPerson('pl', 'publisher', PUBLISHER);
      if (!result.ok) throw new Error(`expected the publisher, got ${result.error.code}`);
      expect(result.value.person).toMatchObject({ kind: 'publisher', slug: PUBLISHER, name: 'Audiora Klasyka' });
      expect(result.value.firstPage).toMatchObject({ page: 1, pages: 3, total: 36 });
      expect(result.value.firstPage.products).toHaveLength(ITEMS_LIMIT);
    });

    it('finds the same person by id, and pages through their titles by id without repeats', async () => {
      const bySlug = await subject.repository.findPerson('pl', 'publisher', PUBLISHER);
      if (!bySlug.ok) throw new Error(bySlug.error.code);
      const { id } = bySlug.value.person;
      const byId = await subject.repository.findPerson('pl', 'publisher', id);
      expect(byId.ok && byId.value.person).toEqual(bySlug.value.person);
      const request = { page: 1, limit: ITEMS_LIMIT, order: DEFAULT_PRODUCT_ORDER };
      const pages = await Promise.all(
        [1, 2, 3].map((page) => subject.repository.listProducts('pl', 'publisher', id, { ...request, page })),
      );
      const ids = pages.flatMap((result) => (result.ok ? result.value.products.map((p) => p.id) : []));
      expect(ids).toHaveLength(36);
      expect(new Set(ids).size).toBe(36);
      const first = pages[0];
      expect(first?.ok && first.value.products).toEqual(bySlug.value.firstPage.products);
    });

    it('sorts their titles by name both ways', async () => {
      const found = await subject.repository.findPerson('pl', 'author', AUTHOR);
      if (!found.ok) throw new Error(found.error.code);
      const names = async (order: 'asc' | 'desc') => {
        const result = await subject.repository.listProducts('pl', 'author', found.value.person.id, {
          page: 1,
          limit: ITEMS_LIMIT,
          order: resolveOrder('name', order),
        });
        return result.ok ? result.value.products.map((p) => p.name) : [];
      };
      const ascending = await names('asc');
      expect(ascending).toHaveLength(4);
      expect(await names('desc')).toEqual([...ascending].reverse());
    });

    it('gives an author their biography, as text and as escaped paragraphs', async () => {
      const result = await subject.repository.findPerson('pl', 'author', AUTHOR);
      if (!result.ok) throw new Error(result.error.code);
      expect(result.value.person.name).toBe('Arthur Conan Doyle');
      expect(result.value.person.description).toContain('Sherlocka Holmesa');
      expect(result.value.person.descriptionHtml).toMatch(/^<p>.*Sherlocka Holmesa.*<\/p>$/);
      expect(result.value.firstPage.total).toBe(4);
    });

    it.each([
      ['an unknown slug', 'author', 'no-such-author', 'pl'],
      ['an unknown id', 'author', '00000000-0000-4000-8000-000000000000', 'pl'],
      ['a person of another kind', 'lector', PUBLISHER, 'pl'],
      ['a person of another market', 'publisher', PUBLISHER, 'de'],
    ] as const)('answers NOT_FOUND for %s', async (_, kind, idOrSlug, locale) => {
      expect(await subject.repository.findPerson(locale, kind, idOrSlug)).toEqual({
        ok: false,
        error: { code: 'CATALOG.NOT_FOUND' },
      });
    });
  });
};

let server: RunningTestServer;

personRepositoryContract('KyPersonRepository against the reference API', async () => {
  server = await startTestServer();
  const http = createKyHttpClient({ apiOrigin: server.origin, brand: 'audiora', userAgent: 'contract-test' });
  return { repository: new KyPersonRepository({ http }), teardown: () => server.close() };
});

personRepositoryContract('InMemoryPersonRepository', async () => {
  const publisher = aPerson({ kind: 'publisher', slug: PUBLISHER, name: 'Audiora Klasyka' });
  const author = aPerson({
    slug: AUTHOR,
    name: 'Arthur Conan Doyle',
    description: 'Szkocki lekarz i pisarz, twórca Sherlocka Holmesa.',
    descriptionHtml: '<p>Szkocki lekarz i pisarz, twórca Sherlocka Holmesa.</p>',
  });
  const titles = ['Zaginiony świat', 'Pies Baskerville’ów', 'Studium w szkarłacie', 'Znak czterech'].map((title) =>
    aScreenProduct({ name: title }),
  );
  const repository = new InMemoryPersonRepository()
    .withPerson(
      'pl',
      publisher,
      Array.from({ length: 36 }, () => aScreenProduct()),
    )
    .withPerson('pl', author, titles);
  return { repository, teardown: () => Promise.resolve() };
});
