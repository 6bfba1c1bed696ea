import { describe, expect, it } from 'vitest';
import { LoadCataloguePage } from '#application/catalog/load-catalogue-page.use-case';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { aCategory } from '#test/support/mothers/category.mother';

describe('LoadCataloguePage', () => {
  const crime = aCategory({ name: 'Crime' });
  const poetry = aCategory({ name: 'Poetry' });
  const thriller = aCategory({ name: 'Thriller', parentId: crime.id });
  const noir = aCategory({ name: 'Noir', parentId: thriller.id });

  it("lists the market's top-level categories, each with its subcategories", async () => {
    const repository = new InMemoryCatalogRepository().withCategories('de', [crime, poetry, thriller, noir]);
    const result = await new LoadCataloguePage({ catalogRepository: repository }).execute({ locale: 'de' });
    expect(result).toEqual({
      ok: true,
      value: [
        { category: crime, children: [thriller] },
        { category: poetry, children: [] },
      ],
    });
    expect(repository.requestedLocales).toEqual(['de']);
  });

  it.each([{ code: 'API.MAINTENANCE' }, { code: 'CATALOG.UNAVAILABLE' }] as const)(
    'passes $code through',
    async (error) => {
      const repository = new InMemoryCatalogRepository().failWith(error);
      const result = await new LoadCataloguePage({ catalogRepository: repository }).execute({ locale: 'pl' });
      expect(result).toEqual({ ok: false, error });
    },
  );
});
