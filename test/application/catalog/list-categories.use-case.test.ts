import { describe, expect, it } from 'vitest';
import { ListCategories } from '#application/catalog/list-categories.use-case';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { aCategory } from '#test/support/mothers/category.mother';

describe('ListCategories', () => {
  const crime = aCategory({ name: 'Crime' });
  const thriller = aCategory({ name: 'Thriller', parentId: crime.id });
  const poetry = aCategory({ name: 'Poetry' });

  it("lists the market's categories", async () => {
    const repository = new InMemoryCatalogRepository().withCategories('de', [crime, thriller, poetry]);
    const result = await new ListCategories({ catalogRepository: repository }).execute({ locale: 'de' });
    expect(result).toEqual({ ok: true, value: [crime, thriller, poetry] });
    expect(repository.requestedLocales).toEqual(['de']);
  });

  it('lists only the top-level ones when asked', async () => {
    const repository = new InMemoryCatalogRepository().withCategories('pl', [crime, thriller, poetry]);
    const result = await new ListCategories({ catalogRepository: repository }).execute({
      locale: 'pl',
      topLevelOnly: true,
    });
    expect(result).toEqual({ ok: true, value: [crime, poetry] });
  });

  it('passes an expected failure through unchanged', async () => {
    const repository = new InMemoryCatalogRepository().failWith({ code: 'API.MAINTENANCE' });
    const result = await new ListCategories({ catalogRepository: repository }).execute({
      locale: 'pl',
      topLevelOnly: true,
    });
    expect(result).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
  });
});
