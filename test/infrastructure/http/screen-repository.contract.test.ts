import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenRepository } from '#application/ports/screen-repository.port';
import { KyScreenRepository } from '#infrastructure/http/ky-screen-repository';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';
import { InMemoryScreenRepository } from '#test/support/fakes/in-memory-screen-repository';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';
import { aCategory } from '#test/support/mothers/category.mother';
import { aCategoryList, anItemSets, aScreen, aScreenProduct, aSwimlane } from '#test/support/mothers/screen.mother';

/**
 * What every ScreenRepository must do, given one that holds the demo catalogue's Polish and German screens:
 * a home screen with product swimlanes and the top-level categories, and a catalogue screen listing them.
 */
const screenRepositoryContract = (
  name: string,
  setup: () => Promise<{ readonly repository: ScreenRepository; readonly teardown: () => Promise<void> }>,
) => {
  describe(`ScreenRepository contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof setup>>;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('gives the home screen with swimlanes of covered, priced products', async () => {
      const result = await subject.repository.findScreen('pl', 'home');
      if (!result.ok) throw new Error(`expected the home screen, got ${result.error.code}`);
      const swimlanes = result.value.sections.filter((section) => section.type === 'products-swimlane');
      expect(swimlanes.length).toBeGreaterThan(0);
      for (const product of swimlanes.flatMap((section) => section.products)) {
        expect(product.imageUrl).not.toBe('');
        expect(product.currency).toBe('PLN');
        expect(product.isFree || product.prices.price !== null).toBe(true);
      }
    });

    it("gives the catalogue screen with the market's top-level categories", async () => {
      const result = await subject.repository.findScreen('pl', 'catalog');
      if (!result.ok) throw new Error(`expected the catalogue screen, got ${result.error.code}`);
      const names = result.value.sections.flatMap((section) =>
        section.type === 'category-list' ? section.categories.map((category) => category.name) : [],
      );
      expect(names).toContain('Kryminał i sensacja');
    });

    it("gives the market's search screen with its popular searches", async () => {
      const result = await subject.repository.findScreen('pl', 'search');
      if (!result.ok) throw new Error(`expected the search screen, got ${result.error.code}`);
      const labels = result.value.sections.flatMap((section) =>
        section.type === 'item-sets' ? section.elements.map((element) => element.label) : [],
      );
      expect(labels).toContain('Sherlock Holmes');
    });

    it("gives a club market's web paywall: the club's benefits and picks", async () => {
      const result = await subject.repository.findScreen('pl', 'web-paywall');
      if (!result.ok) throw new Error(`expected the web paywall, got ${result.error.code}`);
      const benefits = result.value.sections.flatMap((section) =>
        section.type === 'item-sets' ? section.elements.map((element) => element.label) : [],
      );
      expect(benefits.length).toBeGreaterThan(0);
      expect(result.value.sections.some((section) => section.type === 'products-swimlane')).toBe(true);
    });

    it('keeps markets apart', async () => {
      const result = await subject.repository.findScreen('de', 'catalog');
      if (!result.ok) throw new Error('expected the catalogue screen');
      const names = result.value.sections.flatMap((section) =>
        section.type === 'category-list' ? section.categories.map((category) => category.name) : [],
      );
      expect(names).toContain('Krimis und Thriller');
      expect(names).not.toContain('Kryminał i sensacja');
    });
  });
};

let server: RunningTestServer;

screenRepositoryContract('KyScreenRepository against the reference API', async () => {
  server = await startTestServer();
  const http = createKyHttpClient({ apiOrigin: server.origin, brand: 'audiora', userAgent: 'contract-test' });
  return { repository: new KyScreenRepository({ http }), teardown: () => server.close() };
});

screenRepositoryContract('InMemoryScreenRepository', async () => {
  const polish = [aCategory({ name: 'Kryminał i sensacja' }), aCategory({ name: 'Fantastyka' })];
  const german = [aCategory({ name: 'Krimis und Thriller' })];
  const repository = new InMemoryScreenRepository()
    .withScreen('pl', 'home', aScreen([aSwimlane('Nowości', [aScreenProduct()]), aCategoryList('Kategorie', polish)]))
    .withScreen('pl', 'catalog', aScreen([aCategoryList('Kategorie', polish)]))
    .withScreen(
      'pl',
      'search',
      aScreen([
        anItemSets('Popularne wyszukiwania', [
          { label: 'Sherlock Holmes', slug: 'sherlock-holmes', deeplink: 'https://audiora.link/c/sherlock' },
        ]),
      ]),
    )
    .withScreen('de', 'catalog', aScreen([aCategoryList('Kategorien', german)]))
    .withScreen(
      'pl',
      'web-paywall',
      aScreen([
        anItemSets('Co daje klub', [{ label: 'Niższe ceny', slug: 'ceny', deeplink: 'https://audiora.link/cat' }]),
        aSwimlane('Wybór klubowiczów', [aScreenProduct()]),
      ]),
    );
  return { repository, teardown: () => Promise.resolve() };
});
