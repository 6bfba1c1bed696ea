import type { IssuedTokens } from './session-store.port';
import type { NewUser } from '../user-repository.port';

/** Where a sign-in happens: the browser's device id and its user agent. */
export interface SignInDevice {
  readonly deviceId: string;
  readonly userAgent: string;
}

/** Opens sessions at sign-in and sign-up, each with its device recorded as associated, all or nothing. */
export interface SignInSessions {
  /** A new session for the account on the device. */
  open(userId: string, device: SignInDevice, now: Date): Promise<IssuedTokens>;
  /** Creates the account and signs it in on the device; null when the e-mail is taken (also by a racing sign-up). */
  register(user: NewUser, device: SignInDevice, now: Date): Promise<IssuedTokens | null>;
}
