import { describe, expect, it } from 'vitest';
import { PlayerSession } from '#application/player/player-session.use-case';
import { InMemoryAudiobookRepository } from '#test/support/fakes/in-memory-audiobook-repository';
import { episodePlayerKit } from '#test/support/episode-player-kit';

const setup = () => {
  const kit = episodePlayerKit();
  const session = new PlayerSession({
    store: kit.store,
    storage: kit.storage,
    audiobooks: new InMemoryAudiobookRepository(),
    playTitle: kit.playTitle,
    playback: kit.playback,
    deviceId: () => 'this-browser',
    errors: kit.errors,
  });
  return { kit, session };
};

describe('PlayerSession with a podcast episode', () => {
  it('keeps no session for an episode, so the next page restores nothing and logs no failure', async () => {
    const { kit, session } = setup();
    await kit.play();
    session.save('en');
    expect(kit.storage.session).not.toBeNull();
    await kit.playAnEpisode();
    session.save('en');
    expect(kit.storage.session).toBeNull();

    const next = setup();
    next.kit.storage.session = kit.storage.session;
    await next.session.restore({ locale: 'en', user: null, currentPath: '/en' });
    expect(next.kit.store.state.title).toBeNull();
    expect(next.kit.errors.codes).toEqual([]);
  });
});
