import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyScreenRepository } from '#server/db/repositories/kysely-screen-repository';
import type { SectionRecord } from '#server/db/repositories/screen.repository';
import { seedIds } from '#server/db/seed/seed-ids';
import { CATALOGUE_DATABASE_TARGETS, DE, EN, openSeeded, PL, UNKNOWN_ID } from '#test/support/catalogue-databases';
import type { TestDatabase } from '#test/support/databases';

const pl = seedIds('pl');

const swimlanes = (sections: readonly SectionRecord[]) =>
  sections.flatMap((s) => (s.type === 'products-swimlane' ? [s] : []));

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`KyselyScreenRepository on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let screens: KyselyScreenRepository;

    beforeAll(async () => {
      testDb = await openSeeded(target);
      screens = new KyselyScreenRepository({ db: testDb.database.db });
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('reads the home screen with its sections in order', async () => {
      const home = await screens.findScreen(PL, 'home');
      expect(home).toMatchObject({ id: pl.screen('home'), key: 'home', title: 'Strona główna' });
      expect(home?.sections.map((s) => [s.type, s.title])).toEqual([
        ['products-swimlane', 'Nowości'],
        ['products-swimlane', 'Najchętniej słuchane'],
        ['item-sets', 'Serie i kolekcje'],
        ['products-swimlane', 'Posłuchaj za darmo'],
        ['products-swimlane', 'Wybór klubowiczów'],
        ['products-swimlane', 'Podcasty Audiory'],
        ['products-swimlane', 'Dla najmłodszych'],
        ['category-list', 'Kategorie'],
      ]);
    });

    it('fills swimlanes with the catalogue’s products: newest first, free titles free, club picks in the club', async () => {
      const home = await screens.findScreen(PL, 'home');
      const [fresh, , free, picks] = swimlanes(home?.sections ?? []);
      const dates = fresh?.products.map((p) => p.publishedAt) ?? [];
      expect(dates.length).toBe(12);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(free?.products.every((p) => p.isFree)).toBe(true);
      expect(picks?.products.every((p) => p.isAvailableInSubscription)).toBe(true);
      for (const lane of swimlanes(home?.sections ?? [])) for (const p of lane.products) expect(p.catalogId).toBe(PL);
      const enPicks = swimlanes((await screens.findScreen(EN, 'home'))?.sections ?? [])[3];
      expect(enPicks?.title).toBe('Deals of the Week');
      expect(enPicks?.products.every((p) => p.prices?.discountPrice !== null)).toBe(true);
    });

    it('lists the six top-level categories and item sets with short-link deeplinks', async () => {
      const catalog = await screens.findScreen(PL, 'catalog');
      const list = catalog?.sections[0];
      expect(list?.type).toBe('category-list');
      if (list?.type === 'category-list') {
        expect(list.categories.map((c) => c.slug)).toEqual([
          'kryminal-i-sensacja',
          'fantastyka',
          'klasyka-literatury',
          'historia-i-biografie',
          'dla-dzieci',
          'rozwoj-osobisty',
        ]);
        expect(list.categories.every((c) => c.parentId === null)).toBe(true);
      }
      const search = await screens.findScreen(PL, 'search');
      const sets = search?.sections[0];
      expect(sets?.type).toBe('item-sets');
      if (sets?.type === 'item-sets') {
        expect(sets.elements[0]).toEqual({
          label: 'Sherlock Holmes',
          slug: 'sherlock-holmes',
          deeplink: `https://audiora.link/c/${pl.cycle('sherlock-holmes')}`,
        });
        expect(sets.elements.find((e) => e.label === 'Kryminały')?.deeplink).toBe(
          'https://audiora.link/cat/kryminal-i-sensacja',
        );
      }
      for (const key of ['web-paywall', 'help-center'] as const)
        expect((await screens.findScreen(DE, key))?.sections.length).toBeGreaterThan(0);
    });

    it('pages through a swimlane by its id, in the screen’s order', async () => {
      const home = await screens.findScreen(PL, 'home');
      const popular = swimlanes(home?.sections ?? [])[1];
      const page1 = await screens.findSwimlane(PL, popular?.id ?? '', { page: 1, limit: 5 });
      const page2 = await screens.findSwimlane(PL, popular?.id ?? '', { page: 2, limit: 5 });
      expect(page1?.title).toBe('Najchętniej słuchane');
      expect(page1?.products.total).toBe(popular?.products.length);
      expect([...(page1?.products.items ?? []), ...(page2?.products.items ?? [])].map((p) => p.id)).toEqual(
        popular?.products.slice(0, 10).map((p) => p.id),
      );
    });

    it('finds no screen or swimlane of another catalogue, no unknown one, and no swimlane behind another section type', async () => {
      const home = await screens.findScreen(PL, 'home');
      const laneId = swimlanes(home?.sections ?? [])[0]?.id ?? '';
      expect(await screens.findSwimlane(DE, laneId, { page: 1, limit: 5 })).toBeNull();
      expect(await screens.findSwimlane(PL, UNKNOWN_ID, { page: 1, limit: 5 })).toBeNull();
      const itemSets = home?.sections.find((s) => s.type === 'item-sets');
      expect(await screens.findSwimlane(PL, itemSets?.id ?? '', { page: 1, limit: 5 })).toBeNull();
      expect(await screens.findScreen(UNKNOWN_ID, 'home')).toBeNull();
    });
  });
}
