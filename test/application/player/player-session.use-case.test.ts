import { describe, expect, it } from 'vitest';
import { PlayerSession } from '#application/player/player-session.use-case';
import type { ProductId } from '#domain/cart/cart-item';
import type { CatalogId } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import { InMemoryAudiobookRepository } from '#test/support/fakes/in-memory-audiobook-repository';
import { anAudiobook } from '#test/support/mothers/audiobook.mother';
import type { User } from '#domain/auth/user';
import type { LicenseChannels } from '#domain/licensing/license';
import { epochMs } from '#domain/shared/time';
import { aUser } from '#test/support/mothers/user.mother';
import { episodePlayerKit } from '#test/support/episode-player-kit';
import { A_TITLE } from '#test/support/player-kit';

const setup = (options: { readonly user?: User } = {}) => {
  const kit = episodePlayerKit(options);
  const audiobooks = new InMemoryAudiobookRepository().withAudiobook(
    'en',
    anAudiobook({ id: A_TITLE.audiobookId as ProductId, name: A_TITLE.name }),
  );
  const session = new PlayerSession({
    store: kit.store,
    storage: kit.storage,
    audiobooks,
    playTitle: kit.playTitle,
    playEpisode: kit.playEpisode,
    playback: kit.playback,
    deviceId: () => 'this-browser',
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

  describe('on another device (issue 20)', () => {
    const CAN_LISTEN: LicenseChannels = {
      oneoff: { state: 'CAN_LISTEN', price: null, lowestPrice: null, discountPrice: null, availableDiscount: null },
      shared: null,
    };
    const BOOK = A_TITLE.audiobookId as AudiobookId;
    const listenerInput = { ...restoreInput, user: aUser() };

    /** A listener who owns the book and saved 40:00 of it on their phone at 10:00; this browser is at 11:00. */
    const elsewhere = async () => {
      const setupResult = setup({ user: listenerInput.user });
      const { kit } = setupResult;
      kit.licenses.withLicenses(BOOK, CAN_LISTEN);
      kit.playback.catalogId = MARKETS.en.catalogId;
      kit.playback.withPosition(BOOK, 2_400_000, { savedAt: epochMs(10 * 3_600_000), deviceId: 'phone' });
      await kit.time.advanceTo(11 * 3_600_000);
      return setupResult;
    };

    it('offers the title last played on another device, paused where it was left minus 15 s', async () => {
      const { kit, session } = await elsewhere();
      await session.restore(listenerInput);
      expect(kit.store.state.title?.name).toBe(A_TITLE.name);
      expect(kit.engine.calls.find((call) => call.type === 'load')).toMatchObject({
        startAtMs: 2_385_000,
        autoPlay: false,
      });
    });

    it('does not offer it again once the listener closed it here', async () => {
      const { kit, session } = await elsewhere();
      await session.restore(listenerInput);
      await kit.time.advanceBy(60_000);
      kit.store.unload();
      session.save('en');
      const next = setup({ user: listenerInput.user });
      next.kit.playback.catalogId = MARKETS.en.catalogId;
      next.kit.playback.withPosition(BOOK, 2_400_000, { savedAt: epochMs(10 * 3_600_000), deviceId: 'phone' });
      next.kit.storage.positions = kit.storage.positions;
      await next.session.restore(listenerInput);
      expect(next.kit.store.state.title).toBeNull();
    });

    it('offers nothing to a visitor, for a save of this browser, or in another market', async () => {
      const visitor = await elsewhere();
      await visitor.session.restore(restoreInput);
      expect(visitor.kit.store.state.title).toBeNull();
      const own = await elsewhere();
      own.kit.playback.withPosition(BOOK, 2_400_000, { savedAt: epochMs(10 * 3_600_000), deviceId: 'this-browser' });
      await own.session.restore(listenerInput);
      expect(own.kit.store.state.title).toBeNull();
      const abroad = await elsewhere();
      await abroad.session.restore({ ...listenerInput, locale: 'pl' });
      expect(abroad.kit.store.state.title).toBeNull();
    });
  });
});
