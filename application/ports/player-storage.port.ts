import type { RememberedRates } from '#domain/playback/playback-rate';
import type { SavedPlayerSession } from '#domain/playback/player-session';
import type { PlayerSettings } from '#domain/playback/player-settings';

/** Spec §3: what the player keeps in this browser (local storage): its settings, the session to restore, and speeds. */
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
}
