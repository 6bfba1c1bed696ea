import { describe, expect, it } from 'vitest';
import { PlayerSession } from '#application/player/player-session.use-case';
import { PlayTitle } from '#application/player/play-title.use-case';
import { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import type { ProductId } from '#domain/cart/cart-item';
import type { CatalogId } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import { InMemoryAudiobookRepository } from '#test/support/fakes/in-memory-audiobook-repository';
import { anAudiobook } from '#test/support/mothers/audiobook.mother';
import { A_TITLE, playerKit } from '#test/support/player-kit';

const setup = () => {
  const kit = playerKit();
  const audiobooks = new InMemoryAudiobookRepository().withAudiobook(
    'en',
    anAudiobook({ id: A_TITLE.audiobookId as ProductId, name: A_TITLE.name }),
  );
  const playTitle = new PlayTitle({
    store: kit.store,
    streams: kit.streams,
    licenses: kit.licenses,
    playback: kit.playback,
    toasts: kit.toasts,
    errors: kit.errors,
    requireSignIn: new RequireSignIn({ navigation: kit.navigation, redirectTargetStore: kit.redirectTargets }),
  });
  const session = new PlayerSession({
    store: kit.store,
    storage: kit.storage,
    audiobooks,
    playTitle,
    errors: kit.errors,
  });
  return { kit, session };
};

const restoreInput = { locale: 'en', user: null, currentPath: '/en' } as const;

describe('PlayerSession (spec §3, §4, §8)', () => {
  it('keeps what plays, where and whether it played, and restores it 15 s earlier on the next page', async () => {
    const first = setup();
    await first.kit.play();
    first.kit.store.seek(20_000);
    first.session.save('en');
    expect(first.kit.storage.session).toEqual({
      audiobookId: A_TITLE.audiobookId,
      catalogId: MARKETS.en.catalogId,
      playbackProgress: 20_000,
      autoPlay: true,
    });

    const next = setup();
    next.kit.storage.session = first.kit.storage.session;
    await next.session.restore(restoreInput);
    expect(next.kit.store.state.title?.name).toBe(A_TITLE.name);
    expect(next.kit.engine.calls.find((call) => call.type === 'load')).toMatchObject({
      startAtMs: 5_000,
      autoPlay: true,
    });
  });

  it('forgets the session once the player was closed', async () => {
    const { kit, session } = setup();
    await kit.play();
    session.save('en');
    kit.store.unload();
    session.save('en');
    expect(kit.storage.session).toBeNull();
  });

  it('restores nothing in another market, or over a title the player holds already', async () => {
    const { kit, session } = setup();
    kit.storage.session = {
      audiobookId: A_TITLE.audiobookId as AudiobookId,
      catalogId: 'another-catalogue' as CatalogId,
      playbackProgress: positionMs(1_000),
      autoPlay: false,
    };
    await session.restore(restoreInput);
    expect(kit.store.state.title).toBeNull();
    kit.storage.session = { ...kit.storage.session, catalogId: MARKETS.en.catalogId };
    await kit.play({ title: { ...A_TITLE, name: 'Held already' } });
    await session.restore(restoreInput);
    expect(kit.store.state.title?.name).toBe('Held already');
    expect(kit.engine.calls.filter((call) => call.type === 'load')).toHaveLength(1);
  });

  it('logs a restore that fails and leaves the player empty', async () => {
    const { kit, session } = setup();
    kit.storage.session = {
      audiobookId: 'gone' as AudiobookId,
      catalogId: MARKETS.en.catalogId,
      playbackProgress: positionMs(1_000),
      autoPlay: false,
    };
    await session.restore(restoreInput);
    expect(kit.errors.codes).toEqual(['player.restore_failed']);
    expect(kit.store.state.title).toBeNull();
  });
});
