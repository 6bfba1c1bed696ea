import { describe, expect, it } from 'vitest';
import type { CatalogId } from '#domain/market/market';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import { DEFAULT_PLAYER_SETTINGS } from '#domain/playback/player-settings';
import { DEFAULT_SKIP_INTERVALS } from '#domain/playback/skip-intervals';
import { epochMs } from '#domain/shared/time';
import { localStoragePlayerStorage } from '#infrastructure/browser/local-storage-player-storage';
import { PLAYER_STORAGE_KEYS } from '#infrastructure/browser/player-storage.schema';
import { memoryWebStorage } from '#test/support/fakes/memory-web-storage';

const SESSION = {
  audiobookId: 'book-1' as AudiobookId,
  catalogId: 'catalog-1' as CatalogId,
  playbackProgress: positionMs(61_000),
  autoPlay: true,
};

describe('localStoragePlayerStorage (spec §3)', () => {
  it('keeps settings and the session, and forgets the session when told', () => {
    const storage = memoryWebStorage();
    const player = localStoragePlayerStorage(storage);
    player.writeSettings({ playbackRate: 1.5, volume: 0.5, isMuted: true });
    player.writeSession(SESSION);
    expect(player.readSettings()).toEqual({ playbackRate: 1.5, volume: 0.5, isMuted: true });
    expect(player.readSession()).toEqual(SESSION);
    player.writeSession(null);
    expect(player.readSession()).toBeNull();
    expect(storage.items.has(PLAYER_STORAGE_KEYS.session)).toBe(false);
  });

  it.each([
    ['not JSON', '{', DEFAULT_PLAYER_SETTINGS],
    ['not an object', '42', DEFAULT_PLAYER_SETTINGS],
    [
      'a rate out of range and a wrong mute',
      '{"playbackRate":9,"volume":0.3,"isMuted":"yes"}',
      {
        playbackRate: 3,
        volume: 0.3,
        isMuted: false,
      },
    ],
  ])('repairs stored settings that are %s', (_case, stored, expected) => {
    const player = localStoragePlayerStorage(memoryWebStorage({ initial: { [PLAYER_STORAGE_KEYS.settings]: stored } }));
    expect(player.readSettings()).toEqual(expected);
  });

  it('keeps an episode with its show and what the bar shows of it', () => {
    const player = localStoragePlayerStorage(memoryWebStorage());
    const episode = { podcastId: 'show-1', name: 'Episode one', authors: ['Ada Host'], coverUrl: null };
    player.writeSession({ ...SESSION, episode });
    expect(player.readSession()).toEqual({ ...SESSION, episode });
  });

  it.each([
    '{',
    '{"audiobookId":"b","catalogId":"c","playbackProgress":-5,"autoPlay":true}',
    '{"audiobookId":""}',
    '{"audiobookId":"b","catalogId":"c","playbackProgress":5,"autoPlay":true,"episode":{"podcastId":"","name":"x","authors":[],"coverUrl":null}}',
    '{"audiobookId":"b","catalogId":"c","playbackProgress":5,"autoPlay":true,"episode":{"podcastId":"p","name":"x","authors":"Ada","coverUrl":null}}',
  ])('restores no session from %s', (stored) => {
    const player = localStoragePlayerStorage(memoryWebStorage({ initial: { [PLAYER_STORAGE_KEYS.session]: stored } }));
    expect(player.readSession()).toBeNull();
  });

  it('keeps the speed per title, and reads a damaged list as none', () => {
    const storage = memoryWebStorage();
    const player = localStoragePlayerStorage(storage);
    player.writeRememberedRates([{ audiobookId: 'book-1' as AudiobookId, rate: 1.35 }]);
    expect(player.readRememberedRates()).toEqual([{ audiobookId: 'book-1', rate: 1.35 }]);
    storage.setItem(PLAYER_STORAGE_KEYS.rates, '{"book-1":2}');
    expect(player.readRememberedRates()).toEqual([]);
  });

  it("keeps this browser's position per title, and reads a damaged list as none", () => {
    const storage = memoryWebStorage();
    const player = localStoragePlayerStorage(storage);
    const saved = { audiobookId: 'book-1' as AudiobookId, position: positionMs(90_000), updatedAt: epochMs(1_000) };
    player.writeLocalPositions([saved]);
    expect(player.readLocalPositions()).toEqual([saved]);
    storage.setItem(PLAYER_STORAGE_KEYS.positions, '{"book-1":90000}');
    expect(player.readLocalPositions()).toEqual([]);
  });

  it('keeps the skip lengths, each wrong side read as its default', () => {
    const storage = memoryWebStorage();
    const player = localStoragePlayerStorage(storage);
    expect(player.readSkipIntervals()).toEqual(DEFAULT_SKIP_INTERVALS);
    player.writeSkipIntervals({ backMs: 10_000, forwardMs: 60_000 });
    expect(player.readSkipIntervals()).toEqual({ backMs: 10_000, forwardMs: 60_000 });
    storage.setItem(PLAYER_STORAGE_KEYS.skip, '{"backMs":7000,"forwardMs":45000}');
    expect(player.readSkipIntervals()).toEqual({ backMs: DEFAULT_SKIP_INTERVALS.backMs, forwardMs: 45_000 });
  });

  it('keeps nothing, and never throws, where storage is blocked or missing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const player of [localStoragePlayerStorage(blocked), localStoragePlayerStorage(null)]) {
      expect(() => player.writeSession(SESSION)).not.toThrow();
      expect(player.readSession()).toBeNull();
      expect(player.readSettings()).toEqual(DEFAULT_PLAYER_SETTINGS);
      expect(() => player.writeLocalPositions([])).not.toThrow();
      expect(player.readLocalPositions()).toEqual([]);
    }
  });
});
