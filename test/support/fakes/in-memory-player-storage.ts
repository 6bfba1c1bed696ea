import type { PlayerStoragePort } from '#application/ports/player-storage.port';
import { type LocalPositions, NO_LOCAL_POSITIONS } from '#domain/playback/local-positions';
import { NO_REMEMBERED_RATES, type RememberedRates } from '#domain/playback/playback-rate';
import type { SavedPlayerSession } from '#domain/playback/player-session';
import { DEFAULT_PLAYER_SETTINGS, type PlayerSettings } from '#domain/playback/player-settings';
import { DEFAULT_SKIP_INTERVALS, type SkipIntervals } from '#domain/playback/skip-intervals';

/** The player's local storage in memory. */
export class InMemoryPlayerStorage implements PlayerStoragePort {
  settings: PlayerSettings;
  session: SavedPlayerSession | null = null;
  rates: RememberedRates = NO_REMEMBERED_RATES;
  positions: LocalPositions = NO_LOCAL_POSITIONS;
  skip: SkipIntervals = DEFAULT_SKIP_INTERVALS;

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

  readLocalPositions(): LocalPositions {
    return this.positions;
  }

  writeLocalPositions(positions: LocalPositions): void {
    this.positions = positions;
  }

  readSkipIntervals(): SkipIntervals {
    return this.skip;
  }

  writeSkipIntervals(intervals: SkipIntervals): void {
    this.skip = intervals;
  }
}
