import { describe, expect, it } from 'vitest';
import { podcastOfEpisode } from '#application/player/player.store';
import { positionMs } from '#domain/playback/playback-position';
import { aUser } from '#test/support/mothers/user.mother';
import { anEpisodeMedia } from '#test/support/fakes/in-memory-episode-media-repository';
import { AN_EPISODE, episodePlayerKit } from '#test/support/episode-player-kit';

describe('PlayEpisode (spec §4, §6, §8)', () => {
  it('loads the episode in full into the player, under its show, from the start, asking for no licence', async () => {
    const kit = episodePlayerKit();
    expect(await kit.playAnEpisode()).toEqual({ ok: true, value: undefined });
    expect(kit.episodes.requests).toEqual([{ podcastId: AN_EPISODE.podcastId, episodeId: AN_EPISODE.episodeId }]);
    expect(kit.licenses.requests).toEqual([]);
    expect(kit.engine.calls[0]).toEqual({ type: 'prepare' });
    expect(kit.engine.calls.find((call) => call.type === 'load')).toMatchObject({
      startAtMs: 0,
      autoPlay: true,
      sources: { dash: { licenseUrl: null }, hls: { licenseUrl: null } },
    });
    expect(kit.store.state.player).toMatchObject({
      status: 'ready',
      isPlaying: true,
      isSample: false,
      isLimitedListening: false,
    });
    const { title } = kit.store.state;
    expect(title).toMatchObject({
      name: AN_EPISODE.name,
      authors: AN_EPISODE.authors,
      coverUrl: AN_EPISODE.coverUrl,
      mediaId: `media-${AN_EPISODE.episodeId}`,
      item: { type: 'episode', podcastId: AN_EPISODE.podcastId },
    });
    expect(title && podcastOfEpisode(title)).toBe(AN_EPISODE.podcastId);
  });

  it("names a recording's one chapter after the episode, and keeps a recording's several chapters", async () => {
    const kit = episodePlayerKit();
    await kit.playAnEpisode();
    expect(kit.store.state.title?.chapters).toEqual([{ title: AN_EPISODE.name, startMs: 0 }]);
    const parts = [
      { title: 'Opening', startMs: positionMs(0) },
      { title: 'Interview', startMs: positionMs(60_000) },
    ];
    kit.episodes.withEpisode(AN_EPISODE.podcastId, AN_EPISODE.episodeId, {
      media: { ...anEpisodeMedia(AN_EPISODE.episodeId), chapters: parts },
    });
    await kit.playAnEpisode();
    expect(kit.store.state.title?.chapters).toEqual(parts);
  });

  it('starts exactly where a retry asks: the listener never left that place', async () => {
    const kit = episodePlayerKit();
    await kit.playAnEpisode({ startAt: 20_000, autoPlay: false });
    expect(kit.engine.calls.find((call) => call.type === 'load')).toMatchObject({ startAtMs: 20_000, autoPlay: false });
  });

  it('takes the place of an audiobook in the same player', async () => {
    const kit = episodePlayerKit({ user: aUser() });
    await kit.play();
    await kit.playAnEpisode();
    expect(kit.store.state.title?.name).toBe(AN_EPISODE.name);
    expect(kit.store.state.player.isSample).toBe(false);
  });

  it("shows the generic error toast and reports 'stream-media-not-found' when the episode has no stream", async () => {
    const kit = episodePlayerKit();
    expect(await kit.playAnEpisode({ episode: { ...AN_EPISODE, episodeId: 'unknown' } })).toEqual({
      ok: false,
      error: { code: 'stream-media-not-found' },
    });
    expect(kit.toasts.summaries).toEqual([{ title: 'common.generic_error.title', action: null }]);
    expect(kit.errors.codes).toEqual(['stream-media-not-found']);
    expect(kit.engine.calls.some((call) => call.type === 'load')).toBe(false);
  });

  it("sends a visitor to sign in on 'UserNotAuthenticated' (a club show), without a toast", async () => {
    const kit = episodePlayerKit();
    kit.episodes.failWith({ code: 'UserNotAuthenticated' });
    await kit.playAnEpisode();
    expect(kit.navigation.visits).toEqual(['signIn']);
    expect(kit.toasts.shown).toEqual([]);
    expect(kit.errors.codes).toEqual([]);
  });

  it('shows the generic error toast, reporting nothing, when the API does not answer', async () => {
    const kit = episodePlayerKit();
    kit.episodes.failWith({ code: 'PLAYBACK.UNAVAILABLE' });
    await kit.playAnEpisode();
    expect(kit.toasts.summaries).toEqual([{ title: 'common.generic_error.title', action: null }]);
    expect(kit.errors.codes).toEqual([]);
  });
});
