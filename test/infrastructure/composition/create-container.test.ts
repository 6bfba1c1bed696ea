import { describe, expect, it } from 'vitest';
import { ListCategories } from '#application/catalog/list-categories.use-case';
import { createContainer } from '#infrastructure/composition/create-container';
import { TOKENS } from '#infrastructure/composition/tokens';
import { KyCatalogRepository } from '#infrastructure/http/ky-catalog-repository';
import { KyScreenRepository } from '#infrastructure/http/ky-screen-repository';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { aCategoryList, aScreen } from '#test/support/mothers/screen.mother';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { aCategory } from '#test/support/mothers/category.mother';

const config = { apiOrigin: 'http://store.test', brand: 'audiora', userAgent: 'test' };

describe('createContainer', () => {
  it('wires the HTTP adapters by default', () => {
    const container = createContainer(config);
    expect(container.get(TOKENS.CatalogRepository)).toBeInstanceOf(KyCatalogRepository);
    expect(container.get(TOKENS.ListCategories)).toBeInstanceOf(ListCategories);
  });

  it('uses an overriding port everywhere it is needed', async () => {
    const crime = aCategory({ name: 'Crime' });
    const fake = new InMemoryCatalogRepository().withCategories('en', [crime]);
    const container = createContainer(config, { catalogRepository: fake });
    expect(container.get(TOKENS.CatalogRepository)).toBe(fake);
    expect(await container.get(TOKENS.ListCategories).execute({ locale: 'en' })).toEqual({ ok: true, value: [crime] });
  });

  it('wires the screen repository over HTTP by default, and a fake into both screen use cases when given', async () => {
    expect(createContainer(config).get(TOKENS.ScreenRepository)).toBeInstanceOf(KyScreenRepository);
    const crime = aCategory({ name: 'Crime' });
    const screens = new InMemoryScreenRepository()
      .withScreen('en', 'catalog', aScreen([aCategoryList('Categories', [crime])]))
      .withScreen('en', 'home', aScreen([aCategoryList('Categories', [crime])]));
    const container = createContainer(config, { screenRepository: screens });
    expect(await container.get(TOKENS.ListCatalogueEntries).execute({ locale: 'en' })).toEqual({
      ok: true,
      value: [crime],
    });
    expect((await container.get(TOKENS.LoadHomeScreen).execute({ locale: 'en' })).ok).toBe(true);
    expect(screens.requests.map((request) => request.key)).toEqual(['catalog', 'home']);
  });

  it('keeps one instance per container and none shared between containers', () => {
    const a = createContainer(config);
    const b = createContainer(config);
    expect(a.get(TOKENS.ListCategories)).toBe(a.get(TOKENS.ListCategories));
    expect(a.get(TOKENS.ListCategories)).not.toBe(b.get(TOKENS.ListCategories));
  });
});
