import { describe, expect, it } from 'vitest';
import { LoadHomeScreen } from '#application/home/load-home-screen.use-case';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { aCategory } from '#test/support/mothers/category.mother';
import { aCategoryList, anItemSets, aScreen, aScreenProduct, aSwimlane } from '#test/support/mothers/screen.mother';

const loadHome = (repository: InMemoryScreenRepository) => new LoadHomeScreen({ screenRepository: repository });

describe('LoadHomeScreen', () => {
  it("returns the market's home screen sections in the API's order", async () => {
    const sections = [
      aSwimlane('New', [aScreenProduct()]),
      anItemSets('Series', [{ label: 'Sherlock', slug: 'sherlock', deeplink: 'https://audiora.link/c/sherlock' }]),
      aCategoryList('Categories', [aCategory({ name: 'Crime' })]),
    ];
    const repository = new InMemoryScreenRepository().withScreen('de', 'home', aScreen(sections));
    expect(await loadHome(repository).execute({ locale: 'de' })).toEqual({ ok: true, value: sections });
    expect(repository.requests).toEqual([{ locale: 'de', key: 'home' }]);
  });

  it('leaves out sections with nothing to show', async () => {
    const filled = aSwimlane('Popular', [aScreenProduct()]);
    const repository = new InMemoryScreenRepository().withScreen(
      'pl',
      'home',
      aScreen([aSwimlane('Empty', []), filled, anItemSets('None', []), aCategoryList('No categories', [])]),
    );
    expect(await loadHome(repository).execute({ locale: 'pl' })).toEqual({ ok: true, value: [filled] });
  });

  it.each([{ code: 'SCREEN.UNAVAILABLE' }, { code: 'API.MAINTENANCE' }] as const)(
    'passes the failure $code on',
    async (error) => {
      const repository = new InMemoryScreenRepository().failWith(error);
      expect(await loadHome(repository).execute({ locale: 'pl' })).toEqual({ ok: false, error });
    },
  );
});
