import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import { ShellSessionContext, UNKNOWN_SESSION } from '#ui/components/session/shell-session';
import PodcastPage, { loader, meta } from '#ui/routes/podcast';
import { InMemoryPodcastRepository } from '#test/support/fakes/in-memory-info-repositories';
import { anEpisode, aPodcast } from '#test/support/mothers/info-pages.mother';
import { aUser } from '#test/support/mothers/user.mother';
import { renderInMarket } from '../render-in-market';
import { metaArgs, pageArgs, statusOf, thrownBy } from './page-harness';

const load = (path: string, id: string, repository: InMemoryPodcastRepository) =>
  loader(pageArgs(path, { params: { id }, ports: { podcastRepository: repository } }));

const renderPodcast = async (
  locale: Locale,
  path: string,
  id: string,
  repository: InMemoryPodcastRepository,
  user: User | null = null,
) => {
  const data = await load(path, id, repository);
  const Page = (props: Parameters<typeof PodcastPage>[0]) => (
    <ShellSessionContext.Provider value={{ ...UNKNOWN_SESSION, user }}>
      <PodcastPage {...props} />
    </ShellSessionContext.Provider>
  );
  await renderInMarket(locale, path, [{ path, Component: Page as never, loader: () => data }]);
  return screen.findByRole('heading', { level: 1 });
};

const episodes = () => screen.getByRole('list', { name: 'Odcinki, od najnowszego' });

describe('the podcast page (spec §2 /podcast/[id])', () => {
  it('shows the show, its host and publisher, and its episodes newest first with their release dates', async () => {
    const podcast = aPodcast();
    const heading = await renderPodcast(
      'pl',
      '/pl/podcast/historia-literatury',
      'historia-literatury',
      new InMemoryPodcastRepository().withPodcast('pl', podcast),
    );
    expect(heading.textContent).toBe('Historia literatury');
    expect(screen.getByText(/Podcast · 3 odcinki/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anna Lektorka' }).getAttribute('href')).toBe(
      `/pl/lektor/${podcast.hosts[0]?.slug ?? ''}`,
    );
    expect(
      within(episodes())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Odcinek 3', 'Odcinek 2', 'Odcinek 1']);
    const newest = within(episodes()).getAllByRole('listitem')[0] as HTMLElement;
    expect(newest.querySelector('time')?.textContent).toBe('Opublikowano 22 października 2026');
    expect(newest.textContent).toContain('25 minut');
  });

  it("gives each episode its play state: a free show's plays in full, and no button does nothing", async () => {
    await renderPodcast(
      'pl',
      '/pl/podcast/historia-literatury',
      'historia-literatury',
      new InMemoryPodcastRepository().withPodcast('pl', aPodcast()),
    );
    for (const item of within(episodes()).getAllByRole('listitem')) {
      expect(item.getAttribute('data-play-state')).toBe('free');
      expect(item.textContent).toContain('Słuchaj za darmo');
    }
    expect(within(episodes()).queryAllByRole('button')).toEqual([]);
  });

  it("opens a subscription show's episodes to a club member once the session says who listens", async () => {
    const show = aPodcast({ isFree: false, isAvailableInSubscription: true, episodes: [anEpisode(1)] });
    const repository = () => new InMemoryPodcastRepository().withPodcast('de', show);
    await renderPodcast('de', '/de/podcast/show', show.slug, repository(), aUser({ isClubMember: true }));
    expect(screen.getByText('Kostenlos hören')).toBeTruthy();
  });

  it('locks them for anyone else', async () => {
    const show = aPodcast({ isFree: false, isAvailableInSubscription: true, episodes: [anEpisode(1)] });
    await renderPodcast('de', '/de/podcast/show', show.slug, new InMemoryPodcastRepository().withPodcast('de', show));
    expect(screen.getByText('Gesperrt')).toBeTruthy();
  });

  it('answers 404 for an unknown show', async () => {
    expect(statusOf(await thrownBy(() => load('/tr/podcast/x', 'x', new InMemoryPodcastRepository())))).toBe(404);
  });

  it('titles the page with the show and describes it with its own text', async () => {
    const podcast = aPodcast();
    const tags = meta(await metaArgs('pl', { podcast, publishedLabels: {} }));
    expect(tags).toContainEqual({ title: 'Historia literatury | Audiora' });
    expect(tags).toContainEqual({ name: 'description', content: 'Co tydzień jedna wielka książka.' });
  });
});
