import { describe, expect, it } from 'vitest';
import { LoadPodcastPage } from '#application/podcast/load-podcast-page.use-case';
import { playableEpisodes } from '#application/podcast/playable-episodes';
import { InMemoryPodcastRepository } from '#test/support/fakes/in-memory-info-repositories';
import { anEpisode, aPodcast } from '#test/support/mothers/info-pages.mother';

describe('LoadPodcastPage (spec §2 /podcast/[id])', () => {
  it('gives the show with its episodes newest first, by release date and then by their place in the show', async () => {
    const sameDay = '2026-11-01T08:00:00+00:00';
    const podcast = aPodcast({
      episodes: [
        anEpisode(1),
        anEpisode(2, { publishedAt: sameDay }),
        anEpisode(3, { publishedAt: sameDay }),
        // An offset other than UTC still orders by the instant.
        anEpisode(4, { publishedAt: '2026-11-01T10:00:00+03:00' }),
      ],
    });
    const load = new LoadPodcastPage({ podcastRepository: new InMemoryPodcastRepository().withPodcast('de', podcast) });
    const result = await load.execute({ locale: 'de', id: podcast.slug });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.episodes.map((e) => e.position)).toEqual([3, 2, 4, 1]);
    expect(result.value.hosts.map((h) => h.name)).toEqual(['Anna Lektorka']);
  });

  it('answers PODCAST.NOT_FOUND for an unknown show and passes maintenance on', async () => {
    const missing = new LoadPodcastPage({ podcastRepository: new InMemoryPodcastRepository() });
    expect(await missing.execute({ locale: 'pl', id: 'x' })).toEqual({
      ok: false,
      error: { code: 'PODCAST.NOT_FOUND' },
    });
    const down = new LoadPodcastPage({
      podcastRepository: new InMemoryPodcastRepository().failWith({ code: 'API.MAINTENANCE' }),
    });
    expect(await down.execute({ locale: 'pl', id: 'x' })).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
  });
});

describe('playableEpisodes (spec §4, §6: what each play button offers)', () => {
  it.each([
    ['a free show, for anyone', { isFree: true, isAvailableInSubscription: false }, false, 'free'],
    ['a show in the subscription, for a club member', { isFree: false, isAvailableInSubscription: true }, true, 'free'],
    [
      'a show in the subscription, for anyone else',
      { isFree: false, isAvailableInSubscription: true },
      false,
      'locked',
    ],
    ['a paid show, even for a club member', { isFree: false, isAvailableInSubscription: false }, true, 'locked'],
  ] as const)('%s: %s', (_, show, isClubMember, state) => {
    const [episode] = playableEpisodes(aPodcast({ ...show, episodes: [anEpisode(1)] }), { isClubMember });
    expect(episode?.playState).toBe(state);
  });

  it('offers an episode with a sample of its own as a sample to those who may not hear it all', () => {
    const podcast = aPodcast({ isFree: false, episodes: [anEpisode(1, { hasSample: true }), anEpisode(2)] });
    expect(playableEpisodes(podcast, { isClubMember: false }).map((e) => e.playState)).toEqual(['sample', 'locked']);
  });
});
