import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogError } from '#application/catalog/catalog.errors';
import { languageOf } from '#domain/market/locale';
import { createContainer } from '#infrastructure/composition/create-container';
import { loadTranslations } from '#ui/i18n/translations';
import CataloguePage, { loader, meta } from '#ui/routes/catalog';
import { InMemoryCatalogRepository } from '#test/support/fakes/in-memory-catalog-repository';
import { aCategory } from '#test/support/mothers/category.mother';
import { renderInMarket } from '../render-in-market';

const crime = aCategory({ name: 'Krimis und Thriller', slug: 'krimis-und-thriller' });
const classic = aCategory({ name: 'Klassische Krimis', slug: 'klassische-krimis', parentId: crime.id });
const children = aCategory({ name: 'Kinderhörbücher', slug: 'kinderhoerbuecher' });

const load = (failure: CatalogError | null = null) => {
  const container = createContainer(
    { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
    {
      catalogRepository: new InMemoryCatalogRepository()
        .withCategories('de', [crime, classic, children])
        .failWith(failure),
    },
  );
  const url = new URL('http://store.test/de/catalog');
  return loader({
    url,
    request: new Request(url),
    params: {},
    context: { container, brand: 'audiora', nonce: '' },
  } as never);
};

describe('Catalogue page', () => {
  it("lists the market's categories in two levels, each linking to its page", async () => {
    const data = await load();
    await renderInMarket('de', '/de/catalog', [
      { path: '/de/catalog', Component: CataloguePage as never, loader: () => data },
    ]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Katalog');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Krimis und Thriller',
      'Kinderhörbücher',
    ]);
    expect(screen.getByRole('link', { name: 'Klassische Krimis' }).getAttribute('href')).toBe(
      '/de/catalog/klassische-krimis',
    );
    expect(screen.getByRole('link', { name: 'Kinderhörbücher' }).getAttribute('href')).toBe(
      '/de/catalog/kinderhoerbuecher',
    );
  });

  it("sends visitors to the market's 503 page while the API is in maintenance, and fails otherwise", async () => {
    const maintenance = (await load({ code: 'API.MAINTENANCE' }).catch((e: unknown) => e)) as Response;
    expect(maintenance.status).toBe(302);
    expect(maintenance.headers.get('location')).toBe('/de/error/503');
    const unavailable = (await load({ code: 'CATALOG.UNAVAILABLE' }).catch((e: unknown) => e)) as {
      init: ResponseInit;
    };
    expect(unavailable.init.status).toBe(503);
  });

  it('is titled and described in the market language', async () => {
    const root = { locale: 'de', lang: 'de', brand: 'audiora', origin: 'https://audiora.example' } as const;
    const tags = meta({
      matches: [{ id: 'root', data: { ...root, translations: await loadTranslations(languageOf('de')) } }],
    } as never);
    expect(tags.slice(0, 3)).toEqual([
      { title: 'Katalog | Audiora' },
      { property: 'og:title', content: 'Katalog | Audiora' },
      { name: 'description', content: 'Stöbere in allen Kategorien unserer Hörbücher und Podcasts.' },
    ]);
  });
});
