import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { epochMs } from '#domain/shared/time';
import { demoMediaRecordings } from '#server/media/demo-media-recordings';
import { DEMO_RECORDINGS } from '#server/media/demo-recordings';
import { GetEpisodeStreamMedia } from '#server/media/get-episode-stream-media.use-case';
import type { EpisodeMedia } from '#server/media/media-episodes.port';
import {
  InMemoryAccountDevices,
  InMemoryClubPeriods,
  LIBRARY_NOW as NOW,
  LISTENER as listener,
  listenerDevices,
} from '#test/support/server/in-memory-library';
import { InMemoryMediaEpisodes, recordingOf } from '#test/support/server/in-memory-media';

const IN_A_MONTH = epochMs(NOW.getTime() + 30 * 86_400_000);
const trailer = DEMO_RECORDINGS.find((r) => r.kind === 'podcast-episode' && r.locale === 'pl');
if (!trailer) throw new Error('no Polish episode recording');

let next = 0;
const anEpisode = (overrides: Partial<EpisodeMedia> = {}): EpisodeMedia => {
  next += 1;
  return {
    podcastId: `podcast-${next}`,
    episodeId: `episode-${next}`,
    isFree: true,
    inClub: false,
    mediaId: trailer.id,
    ...overrides,
  };
};

const world = (devices: InMemoryAccountDevices = listenerDevices()) => {
  const episodes = new InMemoryMediaEpisodes();
  const clubPeriods = new InMemoryClubPeriods();
  const useCase = new GetEpisodeStreamMedia({
    episodes,
    clubPeriods,
    devices,
    recordings: demoMediaRecordings(),
    now: () => NOW,
  });
  const media = (
    episode: EpisodeMedia,
    who: typeof listener | null = listener,
    market: (typeof MARKETS)[keyof typeof MARKETS] = MARKETS.pl,
  ) => useCase.execute({ listener: who, market, podcastId: episode.podcastId, episodeId: episode.episodeId });
  return { episodes, clubPeriods, media };
};

describe('GetEpisodeStreamMedia', () => {
  it("answers a free show's episode to anyone, visitors too: its clear streams and chapters, shareable", async () => {
    const { episodes, media } = world();
    const free = anEpisode();
    episodes.add(MARKETS.pl.catalogId, free);
    const expected = {
      ok: true,
      value: {
        podcastId: free.podcastId,
        episodeId: free.episodeId,
        mediaId: trailer.id,
        isPublic: true,
        stream: trailer.stream,
        chapters: trailer.chapters.map(({ title, startMs }) => ({ title, startMs })),
      },
    };
    expect(await media(free, null)).toEqual(expected);
    expect(await media(free)).toEqual(expected);
  });

  it("answers NOT_FOUND for an unknown episode, another show's, or another market's", async () => {
    const { episodes, media } = world();
    const here = anEpisode();
    const elsewhere = anEpisode();
    episodes.add(MARKETS.pl.catalogId, here).add(MARKETS.cz.catalogId, elsewhere);
    const notFound = { ok: false, error: { code: 'NOT_FOUND', what: 'Episode' } };
    expect(await media(elsewhere)).toEqual(notFound);
    expect(await media({ ...here, podcastId: elsewhere.podcastId })).toEqual(notFound);
    expect(await media({ ...here, episodeId: 'unknown' })).toEqual(notFound);
  });

  it("plays a club show's episode for a club member (own or the family's club), privately", async () => {
    const { episodes, clubPeriods, media } = world();
    const club = anEpisode({ isFree: false, inClub: true });
    episodes.add(MARKETS.pl.catalogId, club);
    clubPeriods.set(listener.userId, { ownUntil: IN_A_MONTH });
    const answer = await media(club);
    expect(answer.ok && answer.value.isPublic).toBe(false);
    clubPeriods.set(listener.userId, { familyOwnerUntil: IN_A_MONTH });
    expect((await media(club)).ok).toBe(true);
  });

  it("asks a visitor to sign in for a club show's episode, and refuses a listener outside the club", async () => {
    const { episodes, media } = world();
    const club = anEpisode({ isFree: false, inClub: true });
    episodes.add(MARKETS.pl.catalogId, club);
    expect(await media(club, null)).toEqual({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    expect(await media(club)).toEqual({ ok: false, error: { code: 'NOT_ENTITLED', wanted: 'listen' } });
  });

  it('refuses anyone a show neither free nor in the club, and a club show where the market runs no club', async () => {
    const { episodes, clubPeriods, media } = world();
    const paid = anEpisode({ isFree: false, inClub: false });
    const club = anEpisode({ isFree: false, inClub: true });
    episodes.add(MARKETS.pl.catalogId, paid).add(MARKETS.es.catalogId, club);
    clubPeriods.set(listener.userId, { ownUntil: IN_A_MONTH });
    const refused = { ok: false, error: { code: 'NOT_ENTITLED', wanted: 'listen' } };
    expect(await media(paid, null)).toEqual(refused);
    expect(await media(paid)).toEqual(refused);
    expect(await media(club, null, MARKETS.es)).toEqual(refused);
    expect(await media(club, listener, MARKETS.es)).toEqual(refused);
  });

  it("refuses a club member's device beyond the streaming devices, but never a free show's: DEVICE_NOT_ALLOWED", async () => {
    const devices = new InMemoryAccountDevices();
    for (const [i, id] of ['a', 'b', 'c', listener.deviceId].entries())
      devices.signIn(listener.userId, id, new Date(Date.UTC(2026, 0, 1 + i)));
    const { episodes, clubPeriods, media } = world(devices);
    const club = anEpisode({ isFree: false, inClub: true });
    const free = anEpisode();
    episodes.add(MARKETS.pl.catalogId, club).add(MARKETS.pl.catalogId, free);
    clubPeriods.set(listener.userId, { ownUntil: IN_A_MONTH });
    expect(await media(club)).toEqual({ ok: false, error: { code: 'DEVICE_NOT_ALLOWED', limit: 3 } });
    expect((await media(free)).ok).toBe(true);
  });

  it('answers MEDIA_NOT_READY for an episode without a recording, an unknown one or an encrypted one', async () => {
    const { episodes, media } = world();
    const cases = [anEpisode({ mediaId: null }), anEpisode({ mediaId: 'pl-no-such-recording' })];
    const encrypted = anEpisode({ mediaId: recordingOf(true).id });
    for (const episode of [...cases, encrypted]) {
      episodes.add(MARKETS.pl.catalogId, episode);
      expect(await media(episode)).toEqual({ ok: false, error: { code: 'MEDIA_NOT_READY' } });
    }
  });
});
