import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListCatalogueEntries } from '#application/catalog/list-catalogue-entries.use-case';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { aCategory, categoryListArbitrary } from '#test/support/mothers/category.mother';
import { aCategoryList, aScreen, aScreenProduct, aSwimlane } from '#test/support/mothers/screen.mother';

const listEntries = (repository: InMemoryScreenRepository) =>
  new ListCatalogueEntries({ screenRepository: repository });

describe('ListCatalogueEntries', () => {
  it("lists the catalogue screen's top-level categories in order, without children or other sections", async () => {
    const crime = aCategory({ name: 'Crime' });
    const classics = aCategory({ name: 'Classics' });
    const thriller = aCategory({ name: 'Thriller', parentId: crime.id });
    const repository = new InMemoryScreenRepository().withScreen(
      'cz',
      'catalog',
      aScreen([aSwimlane('Picks', [aScreenProduct()]), aCategoryList('Categories', [crime, thriller, classics])]),
    );
    expect(await listEntries(repository).execute({ locale: 'cz' })).toEqual({ ok: true, value: [crime, classics] });
    expect(repository.requests).toEqual([{ locale: 'cz', key: 'catalog' }]);
  });

  it('lists a category named by several category lists once', async () => {
    const crime = aCategory({ name: 'Crime' });
    const kids = aCategory({ name: 'Kids' });
    const repository = new InMemoryScreenRepository().withScreen(
      'pl',
      'catalog',
      aScreen([aCategoryList('A', [crime]), aCategoryList('B', [kids, crime])]),
    );
    expect(await listEntries(repository).execute({ locale: 'pl' })).toEqual({ ok: true, value: [crime, kids] });
  });

  it('never lists a category with a parent, and keeps every top-level one', async () => {
    await fc.assert(
      fc.asyncProperty(categoryListArbitrary, async (categories) => {
        const repository = new InMemoryScreenRepository().withScreen(
          'de',
          'catalog',
          aScreen([aCategoryList(null, categories)]),
        );
        const result = await listEntries(repository).execute({ locale: 'de' });
        if (!result.ok) return false;
        return (
          result.value.every((category) => category.parentId === null) &&
          result.value.length === categories.filter((category) => category.parentId === null).length
        );
      }),
    );
  });

  it('passes a failure on, for the shell to show an empty dropdown', async () => {
    const repository = new InMemoryScreenRepository().failWith({ code: 'SCREEN.UNAVAILABLE' });
    expect(await listEntries(repository).execute({ locale: 'pl' })).toEqual({
      ok: false,
      error: { code: 'SCREEN.UNAVAILABLE' },
    });
  });
});
