import { type EpochMs } from '../shared/time';

/**
 * Spec §7 SavePlaybackProgress: a save is ordered by the listener's `saved_at` when sent (never later than the
 * server's clock, so a fast clock cannot lock the position), else by the server's time of receipt.
 */
export const progressOrderKey = (savedAt: EpochMs | undefined, now: EpochMs): EpochMs =>
  savedAt !== undefined && savedAt < now ? savedAt : now;

/** Spec §7: a position save replaces the stored one unless it was made earlier on the client (the last write wins). */
export const progressWins = (storedKey: EpochMs | null, incomingKey: EpochMs): boolean =>
  storedKey === null || storedKey <= incomingKey;
