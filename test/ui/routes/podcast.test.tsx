import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import { createContainer } from '#infrastructure/composition/create-container';
import { TOKENS } from '#infrastructure/composition/tokens';
import { ShellSessionContext, UNKNOWN_SESSION } from '#ui/components/session/shell-session';
import { ContainerProvider } from '#ui/di/container-context';
import { PodcastEpisodes } from '#ui/features/podcast/PodcastEpisodes';
import PodcastPage, { loader, meta } from '#ui/routes/podcast';
import { FakeMediaPlayer } from '#test/support/fakes/fake-media-player';
import { InMemoryEpisodeMediaRepository } from '#test/support/fakes/in-memory-episode-media-repository';
import { InMemoryPodcastRepository } from '#test/support/fakes/in-memory-info-repositories';
import { InMemoryPlayerStorage } from '#test/support/fakes/in-memory-player-storage';
import { anEpisode, aPodcast } from '#test/support/mothers/info-pages.mother';
import { aUser } from '#test/support/mothers/user.mother';
import { renderInMarket } from '../render-in-market';
import { metaArgs, pageArgs, statusOf, thrownBy } from './page-harness';

const load = (path: string, id: string, repository: InMemoryPodcastRepository) =>
  loader(pageArgs(path, { params: { id }, ports: { podcastRepository: repository } }));

/** The browser's container over fakes: the player on a fake engine, episodes' streams in memory. */
const browserContainer = (episodes: InMemoryEpisodeMediaRepository) =>
  createContainer(
    { apiOrigin: 'http://api.test', brand: 'audiora', userAgent: 'test' },
    {
      episodeMediaRepository: episodes,
      mediaPlayer: new FakeMediaPlayer({ durationMs: 60_000 }),
      playerStorage: new InMemoryPlayerStorage(),
    },
  );

const renderPodcast = async (
  locale: Locale,
  path: string,
  id: string,
  repository: InMemoryPodcastRepository,
  user: User | null = null,
  episodes = new InMemoryEpisodeMediaRepository(),
) => {
  const data = await load(path, id, repository);
  const container = browserContainer(episodes);
  const Page = (props: Parameters<typeof PodcastPage>[0]) => (
    <ContainerProvider container={container}>
      <ShellSessionContext.Provider value={{ ...UNKNOWN_SESSION, user }}>
        <PodcastPage {...props} />
      </ShellSessionContext.Provider>
    </ContainerProvider>
  );
  await renderInMarket(locale, path, [{ path, Component: Page as never, loader: () => data }]);
  await screen.findByRole('heading', { level: 1 });
  return { heading: screen.getByRole('heading', { level: 1 }), container };
};

const episodes = () => screen.getByRole('list', { name: 'Odcinki, od najnowszego' });

describe('the podcast page (spec §2 /podcast/[id])', () => {
  // The episodes' player code, fetched ahead as the server does at start.
  beforeAll(() => PodcastEpisodes.preload(), 30_000);

  it('shows the show, its host and publisher, and its episodes newest first with their release dates', async () => {
    const podcast = aPodcast();
    const { heading } = await renderPodcast(
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

  it("gives each episode its play state and button: a free show's plays in full", async () => {
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
    expect(
      within(episodes())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Odtwórz: Odcinek 3', 'Odtwórz: Odcinek 2', 'Odtwórz: Odcinek 1']);
  });

  it('plays an episode in the persistent player under its show, and shows it there: pause, then play on', async () => {
    const podcast = aPodcast();
    const newest = podcast.episodes[2];
    if (!newest) throw new Error('the show has three episodes');
    const streams = new InMemoryEpisodeMediaRepository().withEpisode(podcast.id, newest.id);
    const { container } = await renderPodcast(
      'pl',
      '/pl/podcast/historia-literatury',
      'historia-literatury',
      new InMemoryPodcastRepository().withPodcast('pl', podcast),
      null,
      streams,
    );
    fireEvent.click(within(episodes()).getByRole('button', { name: 'Odtwórz: Odcinek 3' }));
    const pause = await within(episodes()).findByRole('button', { name: 'Wstrzymaj: Odcinek 3' });
    const store = container.get(TOKENS.PlayerStore);
    expect(store.state.title).toMatchObject({
      name: 'Odcinek 3',
      authors: ['Anna Lektorka'],
      coverUrl: podcast.imageUrl,
      item: { type: 'episode', podcastId: podcast.id },
    });
    const item = within(episodes()).getAllByRole('listitem')[0] as HTMLElement;
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(item.textContent).toContain('W odtwarzaczu');
    fireEvent.click(pause);
    await waitFor(() => expect(store.state.player.isPlaying).toBe(false));
    fireEvent.click(within(episodes()).getByRole('button', { name: 'Odtwórz: Odcinek 3' }));
    await waitFor(() => expect(store.state.player.isPlaying).toBe(true));
    // Resumed in the same load, not asked for again.
    expect(streams.requests).toHaveLength(1);
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
    expect(screen.queryByRole('button', { name: /abspielen/ })).toBeNull();
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
