import type { LiveSession } from './session-caps';
import type { IssuedTokens } from './session-store.port';
import type { NewUser } from '../user-repository.port';

/** Where a sign-in happens: the browser's device id and its user agent. */
export interface SignInDevice {
  readonly deviceId: string;
  readonly userAgent: string;
  /** What the device calls itself (a device sign-in's client name); else its name is made from the user agent. */
  readonly name?: string;
}

/** A session opened at sign-in or sign-up: its tokens, and the older sessions it ended to stay within the caps. */
export interface OpenedSession extends IssuedTokens {
  /** The account's sessions ended (`session-limit`) so it keeps no more than the caps of `session-caps.ts`. */
  readonly endedSessions: readonly LiveSession[];
}

/**
 * Opens sessions at sign-in and sign-up, each with its device recorded as associated, all or nothing. Beyond
 * `MAX_LIVE_SESSIONS_PER_DEVICE` on the device or `MAX_LIVE_SESSIONS_PER_ACCOUNT` in all, the least recently used
 * sessions end in the same step.
 */
export interface SignInSessions {
  /** A new session for the account on the device. */
  open(userId: string, device: SignInDevice, now: Date): Promise<OpenedSession>;
  /** Creates the account and signs it in on the device; null when the e-mail is taken (also by a racing sign-up). */
  register(user: NewUser, device: SignInDevice, now: Date): Promise<OpenedSession | null>;
}
