import type { PlayerStoragePort } from '#application/ports/player-storage.port';
import { NO_REMEMBERED_RATES, type RememberedRates } from '#domain/playback/playback-rate';
import type { SavedPlayerSession } from '#domain/playback/player-session';
import { DEFAULT_PLAYER_SETTINGS, type PlayerSettings } from '#domain/playback/player-settings';

/** The player's local storage in memory. */
export class InMemoryPlayerStorage implements PlayerStoragePort {
  settings: PlayerSettings;
  session: SavedPlayerSession | null = null;
  rates: RememberedRates = NO_REMEMBERED_RATES;

  constructor(settings: PlayerSettings = DEFAULT_PLAYER_SETTINGS) {
    this.settings = settings;
  }

  readSettings(): PlayerSettings {
    return this.settings;
  }

  writeSettings(settings: PlayerSettings): void {
    this.settings = settings;
  }

  readSession(): SavedPlayerSession | null {
    return this.session;
  }

  writeSession(session: SavedPlayerSession | null): void {
    this.session = session;
  }

  readRememberedRates(): RememberedRates {
    return this.rates;
  }

  writeRememberedRates(rates: RememberedRates): void {
    this.rates = rates;
  }
}
