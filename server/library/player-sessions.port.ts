/** Where a listener last was: the title of their latest saved position, and the device that saved it. */
export interface PlayerSessionRecord {
  readonly audiobookId: string;
  readonly positionMs: number;
  /** When the server stored the position. */
  readonly updatedAt: string;
  /** Null for a position saved before devices were kept with it. */
  readonly deviceId: string | null;
  /** The device's name as the account's devices list it; null when unknown. */
  readonly deviceName: string | null;
}

/** The listener's player session as the saved positions tell it; every call is keyed by the user's id. */
export interface PlayerSessions {
  /** The user's most recently saved position in an audiobook of the catalogue, or null when they saved none there. */
  latest(userId: string, catalogId: string): Promise<PlayerSessionRecord | null>;
}
