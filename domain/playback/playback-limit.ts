import { milliseconds, type Milliseconds } from '../shared/time';

/** Spec §3 playback limit, in the reference server's numbers: hours of full listening a calendar month (Europe/Warsaw). */
export const PLAYBACK_LIMIT_HOURS_PER_MONTH = 30;

/** The monthly listening limit as a length of time. */
export const PLAYBACK_LIMIT_PER_MONTH: Milliseconds = milliseconds(PLAYBACK_LIMIT_HOURS_PER_MONTH * 60 * 60 * 1000);

/** Spec §3 playback limit: the month's listening is used up once it reaches the limit (samples do not count). */
export const isPlaybackLimitUsedUp = (listened: Milliseconds): boolean => listened >= PLAYBACK_LIMIT_PER_MONTH;
