import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/market/locale';
import CyclePage, { loader, meta } from '#ui/routes/cycle';
import { InMemoryCycleRepository } from '#test/support/fakes/in-memory-info-repositories';
import { aCycle } from '#test/support/mothers/info-pages.mother';
import { aScreenProduct } from '#test/support/mothers/screen.mother';
import { createContainer } from '#infrastructure/composition/create-container';
import { ContainerProvider } from '#ui/di/container-context';
import { renderInMarket } from '../render-in-market';
import { metaArgs, pageArgs, statusOf, thrownBy } from './page-harness';

const load = (locale: Locale, path: string, id: string, repository: InMemoryCycleRepository) =>
  loader(pageArgs(path, { params: { id }, ports: { cycleRepository: repository } }));

const renderCycle = async (locale: Locale, path: string, id: string, repository: InMemoryCycleRepository) => {
  const data = await load(locale, path, id, repository);
  // The volumes' add buttons get their listener from the browser's services.
  const container = createContainer({ apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' });
  const Page = (props: Parameters<typeof CyclePage>[0]) => (
    <ContainerProvider container={container}>
      <CyclePage {...props} />
    </ContainerProvider>
  );
  await renderInMarket(locale, path, [{ path, Component: Page as never, loader: () => data }]);
  return screen.findByRole('heading', { level: 1 });
};

describe('the cycle page (spec §2 /cycle/[id])', () => {
  it("shows a series with its authors and its volumes in reading order, each linking to its audiobook's page", async () => {
    const cycle = aCycle();
    const heading = await renderCycle(
      'pl',
      '/pl/cykl/trylogia',
      'trylogia',
      new InMemoryCycleRepository().withCycle('pl', cycle),
    );
    expect(heading.textContent).toBe('Trylogia');
    expect(screen.getByText(/Seria · 3 tytuły/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Henryk Sienkiewicz' }).getAttribute('href')).toBe(
      `/pl/autor/${cycle.authors[0]?.slug ?? ''}`,
    );
    const volumes = screen.getByRole('list', { name: 'Wszystkie części w kolejności czytania' });
    expect(volumes.tagName).toBe('OL');
    const links = within(volumes).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Ogniem i mieczem', 'Potop', 'Pan Wołodyjowski']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      cycle.volumes.map((volume) => `/pl/audiobook/${volume.product.id}`),
    );
  });

  it('shows a collection (a named one such as zapowiedzi) as an unnumbered list, each title linking by its type', async () => {
    const series = aScreenProduct({ type: 'cycle', name: 'Sherlock Holmes' });
    const collection = aCycle({
      slug: 'cykle-audiobookow',
      name: 'Cykle audiobooków',
      cycleType: 'collection',
      authors: [],
      volumes: [{ position: 1, product: series }],
    });
    await renderCycle(
      'pl',
      '/pl/cykl/cykle-audiobookow',
      'cykle-audiobookow',
      new InMemoryCycleRepository().withCycle('pl', collection),
    );
    const list = screen.getByRole('list', { name: 'Tytuły w tej kolekcji' });
    expect(list.tagName).toBe('UL');
    expect(within(list).getByRole('link', { name: 'Sherlock Holmes' }).getAttribute('href')).toBe(
      `/pl/cykl/${series.id}`,
    );
    expect(screen.queryByText('Autorzy')).toBeNull();
  });

  it('answers 404 for an unknown cycle, and sends visitors to the 503 page while the API is in maintenance', async () => {
    const missing = await thrownBy(() => load('de', '/de/cycle/nope', 'nope', new InMemoryCycleRepository()));
    expect(statusOf(missing)).toBe(404);
    const down = await thrownBy(() =>
      load('cz', '/cz/serie/x', 'x', new InMemoryCycleRepository().failWith({ code: 'API.MAINTENANCE' })),
    );
    expect(statusOf(down)).toBe(302);
    expect((down as Response).headers.get('location')).toBe('/cz/error/503');
  });

  it('titles the page with the cycle and describes it with its own text, cut to 160 characters', async () => {
    const cycle = aCycle({ description: 'Długi opis. '.repeat(30) });
    const tags = meta(await metaArgs('pl', { cycle, priceLabels: {} }));
    expect(tags[0]).toEqual({ title: 'Trylogia | Audiora' });
    const description = tags.find((tag) => 'name' in tag && tag.name === 'description') as { content: string };
    expect(description.content).toHaveLength(160);
    expect(description.content.endsWith('...')).toBe(true);
  });
});
