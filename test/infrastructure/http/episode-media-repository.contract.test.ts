import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeMediaRepository } from '#application/ports/episode-media-repository.port';
import { MARKETS } from '#domain/market/markets';
import { KyEpisodeMediaRepository } from '#infrastructure/http/ky-episode-media-repository';
import { InMemoryEpisodeMediaRepository } from '#test/support/fakes/in-memory-episode-media-repository';
import { createSignedInUser } from '#test/support/server/accounts';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

interface Episode {
  readonly podcastId: string;
  readonly episodeId: string;
}

interface Subject {
  readonly episodes: EpisodeMediaRepository;
  readonly visitorEpisodes: EpisodeMediaRepository;
  /** An episode of a free show. */
  readonly free: Episode;
  /** Another episode of another show. */
  readonly other: Episode;
  /** An episode of a show in the subscription, which the signed-in listener's club gives them. */
  readonly club: Episode;
  readonly teardown: () => Promise<void>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** What every EpisodeMediaRepository must do (an episode's stream, as the storefront's player asks for it). */
const episodeMediaContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`EpisodeMediaRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it("gives anyone a free show's episode, clear, in both packagings at absolute addresses, from its start", async () => {
      const result = await subject.visitorEpisodes.mediaOf(subject.free.podcastId, subject.free.episodeId);
      if (!result.ok) throw new Error(result.error.code);
      const { dash, hls, keyId, chapters, mediaId } = result.value;
      expect(mediaId).not.toBe('');
      expect(keyId).toBeNull();
      expect([dash.licenseUrl, hls.licenseUrl]).toEqual([null, null]);
      expect(new URL(dash.url).pathname).toMatch(/\.mpd$/);
      expect(new URL(hls.url).pathname).toMatch(/\.m3u8$/);
      expect(chapters[0]?.startMs).toBe(0);
    });

    it("gives a club show's episode to the club's listener, and sends a visitor to sign in", async () => {
      const member = await subject.episodes.mediaOf(subject.club.podcastId, subject.club.episodeId);
      expect(member.ok).toBe(true);
      expect(await subject.visitorEpisodes.mediaOf(subject.club.podcastId, subject.club.episodeId)).toEqual({
        ok: false,
        error: { code: 'UserNotAuthenticated' },
      });
    });

    it("answers 'stream-media-not-found' for an unknown episode or one asked for under another show", async () => {
      const notFound = { ok: false, error: { code: 'stream-media-not-found' } };
      expect(await subject.visitorEpisodes.mediaOf(subject.free.podcastId, UNKNOWN_ID)).toEqual(notFound);
      expect(await subject.visitorEpisodes.mediaOf(subject.other.podcastId, subject.free.episodeId)).toEqual(notFound);
    });
  });
};

/** Three seeded Polish shows with their first episodes; the test makes the third one of the club's. */
const seededEpisodes = async (testApp: TestApp): Promise<readonly Episode[]> => {
  const rows = await testApp.database.db
    .selectFrom('podcast_episodes as e')
    .innerJoin('products as p', 'p.id', 'e.podcast_id')
    .select(['p.id as podcastId', 'e.id as episodeId'])
    .where('p.catalog_id', '=', MARKETS.pl.catalogId)
    .orderBy('p.id')
    .orderBy('e.position')
    .execute();
  const shows = [...new Set(rows.map((row) => row.podcastId))];
  return shows.slice(0, 3).map((podcastId) => {
    const row = rows.find((r) => r.podcastId === podcastId);
    if (!row) throw new Error('a seeded show has episodes');
    return row;
  });
};

episodeMediaContract('Ky adapter against the reference API', async () => {
  const testApp = await createTestApp();
  const [free, other, club] = await seededEpisodes(testApp);
  if (!free || !other || !club) throw new Error('the seed has three Polish shows');
  await testApp.database.db
    .updateTable('products')
    .set({ is_free: 0, is_available_in_subscription: 1 })
    .where('id', '=', club.podcastId)
    .execute();
  const account = await createSignedInUser(testApp, { clubUntil: new Date(Date.now() + 30 * 86_400_000) });
  const signedIn = pageHttp(testApp.app, new BrowserCookies().set('audiora_access', account.accessToken));
  const visitor = pageHttp(testApp.app, new BrowserCookies());
  const baseUrl = () => 'http://127.0.0.1:3000/pl';
  return {
    episodes: new KyEpisodeMediaRepository({ ...signedIn, baseUrl }),
    visitorEpisodes: new KyEpisodeMediaRepository({ ...visitor, baseUrl }),
    free,
    other,
    club,
    teardown: () => testApp.close(),
  };
});

episodeMediaContract('in-memory fake', async () => {
  const free = { podcastId: 'show-1', episodeId: 'episode-1' };
  const other = { podcastId: 'show-2', episodeId: 'episode-2' };
  const club = { podcastId: 'show-3', episodeId: 'episode-3' };
  const withEpisodes = () =>
    new InMemoryEpisodeMediaRepository()
      .withEpisode(free.podcastId, free.episodeId)
      .withEpisode(other.podcastId, other.episodeId)
      .withEpisode(club.podcastId, club.episodeId, { club: true });
  return {
    episodes: withEpisodes(),
    visitorEpisodes: withEpisodes().signedOut(),
    free,
    other,
    club,
    teardown: () => Promise.resolve(),
  };
});
