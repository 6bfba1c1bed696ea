/** Where a user is in an audiobook. */
export interface PlaybackProgressRecord {
  readonly positionMs: number;
  /** Null until a position is saved. */
  readonly updatedAt: string | null;
  /** The device whose save gave the position, and its name in the account's devices; null when unknown. */
  readonly deviceId: string | null;
  readonly deviceName: string | null;
}

/** Positions, recently played, active players and listening spans; every call is keyed by the user's id. */
export interface PlaybackRepository {
  /** The title goes on top of recently played (remembering whether the club gave it); the device becomes the latest player. */
  start(input: {
    readonly userId: string;
    readonly audiobookId: string;
    readonly deviceId: string;
    readonly viaClub: boolean;
    readonly now: Date;
  }): Promise<void>;
  /**
   * Replaces the position, and the device that saved it, unless the stored one has a later order key (`progressWins`,
   * on ISO instants); the title moves to the top of recently played either way.
   */
  saveProgress(input: {
    readonly userId: string;
    readonly audiobookId: string;
    /** The device of the session that saves. */
    readonly deviceId: string;
    readonly positionMs: number;
    /** The save's `progressOrderKey` as an ISO instant. */
    readonly orderKey: string;
    readonly now: Date;
  }): Promise<void>;
  /** The user's position in the audiobook; position 0 and no date when none was saved. */
  progress(userId: string, audiobookId: string): Promise<PlaybackProgressRecord>;
  /** When this device last started playback, and the latest start on any other device of the account (ISO instants). */
  starts(
    userId: string,
    deviceId: string,
  ): Promise<{ readonly thisDevice: string | null; readonly others: string | null }>;
  /** Records a listening span once: a retry of the same span (user, media, start) changes nothing. */
  recordSpan(input: {
    readonly userId: string;
    readonly audiobookId: string;
    readonly mediaId: string;
    readonly startedAt: Date;
    readonly stoppedAt: Date;
    readonly seconds: number;
  }): Promise<void>;
}
