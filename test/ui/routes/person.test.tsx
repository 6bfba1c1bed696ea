import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogLookupError } from '#application/catalog/catalog.errors';
import { languageOf, type Locale } from '#domain/market/locale';
import { createContainer } from '#infrastructure/composition/create-container';
import { ContainerProvider } from '#ui/di/container-context';
import { loadTranslations } from '#ui/i18n/translations';
import PersonPage, { loader, meta } from '#ui/routes/person';
import { InMemoryPersonRepository } from '#test/support/fakes/in-memory-person-repository';
import { aPerson } from '#test/support/mothers/person.mother';
import { aScreenProduct } from '#test/support/mothers/screen.mother';
import { renderInMarket } from '../render-in-market';

const author = aPerson({
  kind: 'author',
  slug: 'karel-capek',
  name: 'Karel Čapek',
  description: 'Spisovatel, novinář a dramatik.\n\nAutor slova robot.',
  descriptionHtml: '<p>Spisovatel, novinář a dramatik.</p><p>Autor slova robot &lt;R.U.R.&gt;</p>',
});
const lector = aPerson({
  kind: 'lector',
  slug: 'imogen-thwaite',
  name: 'Imogen Thwaite',
  description: '',
  descriptionHtml: '',
});
const publisher = aPerson({ kind: 'publisher', slug: 'audiora-klassik', name: 'Audiora Klassik' });
const titles = Array.from({ length: 38 }, (_, i) =>
  aScreenProduct({ name: `Titel ${String(i + 1).padStart(2, '0')}` }),
);

const setUp = (failure: CatalogLookupError | null = null) =>
  createContainer(
    { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
    {
      personRepository: new InMemoryPersonRepository()
        .withPerson('cz', author, titles.slice(0, 3))
        .withPerson('en', lector, titles.slice(0, 10))
        .withPerson('de', publisher, titles)
        .failWith(failure),
    },
  );

const load = (path: string, container = setUp()) => {
  const url = new URL(`http://store.test${path}`);
  return loader({
    url,
    request: new Request(url),
    params: { id: decodeURIComponent(url.pathname.split('/').at(-1) ?? '') },
    context: { container, brand: 'audiora', nonce: '' },
  } as never);
};

const failureOf = (path: string, container?: ReturnType<typeof setUp>) =>
  load(path, container).then(
    () => {
      throw new Error(`expected ${path} to fail`);
    },
    (thrown: unknown) => thrown as { status?: number; init?: { status: number }; headers?: Headers },
  );

const statusOf = (thrown: { status?: number; init?: { status: number } }) => thrown.status ?? thrown.init?.status;

const renderPerson = async (locale: Locale, path: string) => {
  const container = setUp();
  const data = await load(path, container);
  const Page = (props: Parameters<typeof PersonPage>[0]) => (
    <ContainerProvider container={container}>
      <PersonPage {...props} />
    </ContainerProvider>
  );
  await renderInMarket(locale, path, [
    { path: path.split('?')[0] ?? '', Component: Page as never, loader: () => data },
  ]);
  return screen.findByRole('heading', { level: 1 });
};

describe('Author, lector and publisher pages', () => {
  it("shows an author's name, role and biography (escaped by the API) with their titles", async () => {
    const heading = await renderPerson('cz', '/cz/autor/karel-capek');
    expect(heading.textContent).toBe('Karel Čapek');
    const profile = heading.closest('header') as HTMLElement;
    expect(profile.textContent).toContain('Autor');
    expect(Array.from(profile.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'Autor',
      'Spisovatel, novinář a dramatik.',
      'Autor slova robot <R.U.R.>',
    ]);
    const list = screen.getByRole('region', { name: '3 tituly' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Titel 01', 'Titel 02', 'Titel 03']);
    expect(within(list).queryByRole('navigation')).toBeNull();
  });

  it("pages through a publisher's titles in the order the address holds", async () => {
    await renderPerson('de', '/de/publisher/audiora-klassik?page=3&sort=name-desc');
    const list = screen.getByRole('region', { name: '38 Titel' });
    expect(
      within(list)
        .getAllByRole('link', { name: /^Titel / })
        .map((link) => link.textContent),
    ).toEqual(['Titel 08', 'Titel 07', 'Titel 06', 'Titel 05', 'Titel 04', 'Titel 03', 'Titel 02', 'Titel 01']);
    expect(within(list).getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe(
      '/de/publisher/audiora-klassik?page=2&sort=name-desc',
    );
  });

  it('shows a lector without a biography by name alone', async () => {
    const heading = await renderPerson('en', '/en/lector/imogen-thwaite');
    expect((heading.closest('header') as HTMLElement).textContent).toBe('NarratorImogen Thwaite');
  });

  it('sends an address by id on to the address by slug, keeping the query', async () => {
    const thrown = await failureOf(`/de/publisher/${publisher.id}?sort=newest`);
    expect(statusOf(thrown)).toBe(301);
    expect(thrown.headers?.get('location')).toBe('/de/publisher/audiora-klassik?sort=newest');
  });

  it.each([
    ['an unknown author', '/cz/autor/nikdo'],
    ['a person of another kind', '/cz/interpret/karel-capek'],
    ['a person of another market', '/pl/autor/karel-capek'],
    ['a page past the last', '/de/publisher/audiora-klassik?page=4'],
  ])('answers %s with the 404 page', async (_, path) => {
    expect(statusOf(await failureOf(path))).toBe(404);
  });

  it("sends visitors to the market's 503 page while the API is in maintenance", async () => {
    const thrown = await failureOf('/en/author/someone', setUp({ code: 'API.MAINTENANCE' }));
    expect(statusOf(thrown)).toBe(302);
    expect(thrown.headers?.get('location')).toBe('/en/error/503');
  });

  it('titles the page by name and describes it by the biography, or by their role without one', async () => {
    const metaOf = async (locale: Locale, path: string) => {
      const root = { locale, lang: languageOf(locale), brand: 'audiora', origin: 'https://audiora.example' };
      const matches = [{ id: 'root', data: { ...root, translations: await loadTranslations(languageOf(locale)) } }];
      return meta({ loaderData: await load(path), matches } as never);
    };
    expect(await metaOf('cz', '/cz/autor/karel-capek')).toEqual([
      { title: 'Karel Čapek | Audiora' },
      { property: 'og:title', content: 'Karel Čapek | Audiora' },
      { name: 'description', content: 'Spisovatel, novinář a dramatik. Autor slova robot.' },
      { property: 'og:description', content: 'Spisovatel, novinář a dramatik. Autor slova robot.' },
    ]);
    const lectorTags = await metaOf('en', '/en/lector/imogen-thwaite');
    expect(lectorTags[2]).toEqual({
      name: 'description',
      content: 'Audiobooks narrated by Imogen Thwaite to listen to online and in the Audiora app.',
    });
    expect((await metaOf('de', '/de/publisher/audiora-klassik?page=2'))[0]).toEqual({
      title: 'Audiora Klassik, Seite 2 | Audiora',
    });
  });
});
