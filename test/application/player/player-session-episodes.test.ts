import { describe, expect, it } from 'vitest';
import { PlayerSession } from '#application/player/player-session.use-case';
import { InMemoryAudiobookRepository } from '#test/support/fakes/in-memory-audiobook-repository';
import { AN_EPISODE, episodePlayerKit } from '#test/support/episode-player-kit';

const setup = () => {
  const kit = episodePlayerKit();
  const session = new PlayerSession({
    store: kit.store,
    storage: kit.storage,
    audiobooks: new InMemoryAudiobookRepository(),
    playTitle: kit.playTitle,
    playEpisode: kit.playEpisode,
    playback: kit.playback,
    deviceId: () => 'this-browser',
    errors: kit.errors,
  });
  return { kit, session };
};

const restoreInput = { locale: 'en', user: null, currentPath: '/en' } as const;

describe('PlayerSession with a podcast episode', () => {
  it('keeps the episode with its show, and the next page brings it back where it stood, playing as it was', async () => {
    const { kit, session } = setup();
    await kit.playAnEpisode();
    kit.store.seek(20_000);
    session.save('en');
    expect(kit.storage.session).toMatchObject({
      audiobookId: AN_EPISODE.episodeId,
      playbackProgress: 20_000,
      autoPlay: true,
      episode: {
        podcastId: AN_EPISODE.podcastId,
        name: AN_EPISODE.name,
        authors: AN_EPISODE.authors,
        coverUrl: AN_EPISODE.coverUrl,
      },
    });

    const next = setup();
    next.kit.storage.session = kit.storage.session;
    await next.session.restore(restoreInput);
    expect(next.kit.episodes.requests).toEqual([{ podcastId: AN_EPISODE.podcastId, episodeId: AN_EPISODE.episodeId }]);
    expect(next.kit.store.state.title).toMatchObject({
      audiobookId: AN_EPISODE.episodeId,
      name: AN_EPISODE.name,
      item: { type: 'episode', podcastId: AN_EPISODE.podcastId },
    });
    expect(next.kit.engine.calls.find((call) => call.type === 'load')).toMatchObject({
      startAtMs: 20_000,
      autoPlay: true,
    });
    expect(next.kit.errors.codes).toEqual([]);
  });

  it('logs a restore whose episode is gone, and leaves the player empty', async () => {
    const { kit, session } = setup();
    await kit.playAnEpisode();
    session.save('en');
    const next = setup();
    next.kit.storage.session = kit.storage.session;
    next.kit.episodes.failWith({ code: 'stream-media-not-found' });
    await next.session.restore(restoreInput);
    expect(next.kit.errors.codes).toContain('player.restore_failed');
    expect(next.kit.store.state.title).toBeNull();
  });

  it('keeps nothing once the player is closed', async () => {
    const { kit, session } = setup();
    await kit.playAnEpisode();
    kit.store.unload();
    session.save('en');
    expect(kit.storage.session).toBeNull();
  });
});
