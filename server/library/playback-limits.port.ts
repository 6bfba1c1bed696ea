import type { PlaybackLimit } from '../accounts/playback-limit';

/** How much of the month's listening an account has used. */
export interface PlaybackLimits {
  read(userId: string, now: Date): Promise<PlaybackLimit>;
}
