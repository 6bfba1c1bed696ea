import type { PlayerStoragePort } from '#application/ports/player-storage.port';
import type { CatalogId } from '#domain/market/market';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { type LocalPositions, normaliseLocalPositions } from '#domain/playback/local-positions';
import { positionMs } from '#domain/playback/playback-position';
import { normaliseRememberedRates, type RememberedRates } from '#domain/playback/playback-rate';
import type { SavedPlayerSession } from '#domain/playback/player-session';
import {
  DEFAULT_PLAYER_SETTINGS,
  normalisePlayerSettings,
  type PlayerSettings,
} from '#domain/playback/player-settings';
import { normaliseSkipIntervals, type SkipIntervals } from '#domain/playback/skip-intervals';
import { PLAYER_STORAGE_KEYS, storedPlayerSessionSchema, storedPlayerSettingsSchema } from './player-storage.schema';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage throws where the browser blocks it (SecurityError) or is full (QuotaExceededError).
const safely = <T>(act: () => T, fallback: T): T => {
  try {
    return act();
  } catch {
    return fallback;
  }
};

const writeJson = (storage: KeyValueStorage | null, key: string, value: unknown): void =>
  safely(() => storage?.setItem(key, JSON.stringify(value)), undefined);

const readJson = (storage: KeyValueStorage | null, key: string): unknown =>
  safely(() => {
    const text = storage?.getItem(key) ?? null;
    return text === null ? null : (JSON.parse(text) as unknown);
  }, null);

/**
 * Spec §3: the player's settings and saved session in local storage. What is stored is checked as it is read: bad
 * settings fall back field by field to the defaults, a bad session is none. Without storage nothing is kept.
 */
export const localStoragePlayerStorage = (storage: KeyValueStorage | null): PlayerStoragePort => ({
  readSettings(): PlayerSettings {
    const parsed = storedPlayerSettingsSchema.safeParse(readJson(storage, PLAYER_STORAGE_KEYS.settings));
    return parsed.success ? normalisePlayerSettings(parsed.data) : DEFAULT_PLAYER_SETTINGS;
  },
  writeSettings(settings: PlayerSettings): void {
    writeJson(storage, PLAYER_STORAGE_KEYS.settings, settings);
  },
  readSession(): SavedPlayerSession | null {
    const parsed = storedPlayerSessionSchema.safeParse(readJson(storage, PLAYER_STORAGE_KEYS.session));
    if (!parsed.success) return null;
    const { audiobookId, catalogId, playbackProgress, autoPlay, episode } = parsed.data;
    return {
      audiobookId: audiobookId as AudiobookId,
      catalogId: catalogId as CatalogId,
      playbackProgress: positionMs(playbackProgress),
      autoPlay,
      ...(episode && { episode }),
    };
  },
  readRememberedRates(): RememberedRates {
    // The domain's normaliser is the check: anything not a list of (title, speed) is dropped.
    return normaliseRememberedRates(readJson(storage, PLAYER_STORAGE_KEYS.rates));
  },
  writeRememberedRates(rates: RememberedRates): void {
    writeJson(storage, PLAYER_STORAGE_KEYS.rates, rates);
  },
  readLocalPositions(): LocalPositions {
    return normaliseLocalPositions(readJson(storage, PLAYER_STORAGE_KEYS.positions));
  },
  writeLocalPositions(positions: LocalPositions): void {
    writeJson(storage, PLAYER_STORAGE_KEYS.positions, positions);
  },
  readSkipIntervals(): SkipIntervals {
    return normaliseSkipIntervals(readJson(storage, PLAYER_STORAGE_KEYS.skip));
  },
  writeSkipIntervals(intervals: SkipIntervals): void {
    writeJson(storage, PLAYER_STORAGE_KEYS.skip, intervals);
  },
  writeSession(session: SavedPlayerSession | null): void {
    safely(() => {
      if (session === null) storage?.removeItem(PLAYER_STORAGE_KEYS.session);
      else writeJson(storage, PLAYER_STORAGE_KEYS.session, session);
    }, undefined);
  },
});
