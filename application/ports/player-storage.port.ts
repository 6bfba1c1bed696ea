import type { LocalPositions } from '#domain/playback/local-positions';
import type { RememberedRates } from '#domain/playback/playback-rate';
import type { SavedPlayerSession } from '#domain/playback/player-session';
import type { PlayerSettings } from '#domain/playback/player-settings';
import type { SkipIntervals } from '#domain/playback/skip-intervals';

/**
 * Spec §3: what the player keeps in this browser (local storage): its settings, the session to restore, speeds and
 * positions per title, and the skip lengths.
 */
export interface PlayerStoragePort {
  /** The defaults when nothing (or nothing valid) is stored. */
  readSettings(): PlayerSettings;
  writeSettings(settings: PlayerSettings): void;
  /** Null when none is stored or what is stored cannot be read. */
  readSession(): SavedPlayerSession | null;
  writeSession(session: SavedPlayerSession | null): void;
  /** The speed chosen per title; none when nothing (valid) is stored. */
  readRememberedRates(): RememberedRates;
  writeRememberedRates(rates: RememberedRates): void;
  /** Where this browser last was in each title; none when nothing (valid) is stored. */
  readLocalPositions(): LocalPositions;
  writeLocalPositions(positions: LocalPositions): void;
  /** The defaults (15 s back, 30 s forward) for what is missing or invalid. */
  readSkipIntervals(): SkipIntervals;
  writeSkipIntervals(intervals: SkipIntervals): void;
}
