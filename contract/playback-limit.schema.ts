import { z } from './zod';

/** An account's monthly listening allowance and what is used of it (`app:playback-limit`, `/me/playback-limit`). */
export const playbackLimitSchema = z.object({
  limit_hours: z.int().nonnegative(),
  used_seconds: z.int().nonnegative(),
  /** The current period, a calendar month in Europe/Warsaw: its first instant and the next month's. */
  period_start: z.string(),
  period_end: z.string(),
});

export type PlaybackLimitWire = z.infer<typeof playbackLimitSchema>;
