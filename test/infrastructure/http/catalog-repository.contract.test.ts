import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import type { Category, CategoryId } from '#domain/catalog/category';
import { KyCatalogRepository } from '#infrastructure/http/ky-catalog-repository';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';

/**
 * What every CatalogRepository must do, given one that holds the demo catalogue's Polish
 * and German categories. The fake is seeded with the same rows the real server serves.
 */
const catalogRepositoryContract = (
  name: string,
  setup: () => Promise<{ readonly repository: CatalogRepository; readonly teardown: () => Promise<void> }>,
) => {
  describe(`CatalogRepository contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof setup>>;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it("lists the market's categories, top-level and children, each child after its parent", async () => {
      const result = await subject.repository.listCategories('pl');
      if (!result.ok) throw new Error(`expected categories, got ${result.error.code}`);
      const names = result.value.map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining(['Kryminał i sensacja', 'Thriller', 'Fantastyka']));
      const seen = new Set<string>();
      for (const category of result.value) {
        if (category.parentId) expect(seen.has(category.parentId)).toBe(true);
        seen.add(category.id);
      }
    });

    it('keeps markets apart', async () => {
      const result = await subject.repository.listCategories('de');
      if (!result.ok) throw new Error('expected categories');
      expect(result.value.map((c) => c.name)).toContain('Krimis und Thriller');
      expect(result.value.map((c) => c.name)).not.toContain('Kryminał i sensacja');
    });
  });
};

let server: RunningTestServer;

catalogRepositoryContract('KyCatalogRepository against the reference API', async () => {
  server = await startTestServer();
  const http = createKyHttpClient({ apiOrigin: server.origin, brand: 'audiora', userAgent: 'contract-test' });
  return { repository: new KyCatalogRepository({ http }), teardown: () => server.close() };
});

catalogRepositoryContract('InMemoryCatalogRepository', async () => {
  const category = (id: number, name: string, parent: number | null): Category => ({
    id: `00000000-0000-4000-8000-00000000000${id}` as CategoryId,
    slug: `c${id}`,
    name,
    parentId: parent === null ? null : (`00000000-0000-4000-8000-00000000000${parent}` as CategoryId),
  });
  const repository = new InMemoryCatalogRepository()
    .withCategories('pl', [
      category(1, 'Kryminał i sensacja', null),
      category(2, 'Thriller', 1),
      category(3, 'Fantastyka', null),
    ])
    .withCategories('de', [category(4, 'Krimis und Thriller', null)]);
  return { repository, teardown: () => Promise.resolve() };
});
