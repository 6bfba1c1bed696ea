import type { User } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { AccountError } from '../account/account.errors';

/** One sign-in of the account that can still be used; `current` is the one asking. */
export interface AccountSession {
  readonly id: string;
  readonly userAgent: string;
  /** ISO-8601, as the server sent it. */
  readonly lastUsedAt: string;
  readonly current: boolean;
}

/** A device the account signed in on and did not remove; `current` is the one asking. */
export interface AssociatedDevice {
  readonly id: string;
  /** The API's English name, made by `deviceNameOf` from the device's user agent ("Firefox on Linux"). */
  readonly name: string;
  /** ISO-8601, as the server sent them. */
  readonly firstSeenAt: string;
  readonly lastSeenAt: string;
  readonly current: boolean;
}

/** The consents the listener switches in the user panel (issue 21 "consents"). */
export interface Consents {
  readonly marketing: boolean;
  readonly newsletter: boolean;
}

/** The signed-in listener's own account over the store's API (issue 21 user panel: profile, consents, sessions, devices). */
export interface AccountGateway {
  /** `GET /me`, in the client form. */
  account(locale: Locale): Promise<Result<User, AccountError>>;
  /** ChangePassword: every other session of the account ends, this one stays. */
  changePassword(locale: Locale, currentPassword: string, newPassword: string): Promise<Result<void, AccountError>>;
  /** DeleteAccount: the account goes, with every one of its sessions. */
  deleteAccount(locale: Locale, password: string): Promise<Result<void, AccountError>>;
  /** One consent given or withdrawn; answers the account as it is afterwards. */
  setConsent(locale: Locale, consent: keyof Consents, value: boolean): Promise<Result<User, AccountError>>;
  /** `GET /me/sessions`, most recently used first. */
  sessions(locale: Locale): Promise<Result<readonly AccountSession[], AccountError>>;
  /** RevokeSession: one of the account's sessions ends. */
  revokeSession(locale: Locale, sessionId: string): Promise<Result<void, AccountError>>;
  /** RevokeOtherSessions: every session but the one asking ends. */
  revokeOtherSessions(locale: Locale): Promise<Result<void, AccountError>>;
  /** `GET /me/associated-devices`, most recently seen first. */
  devices(locale: Locale): Promise<Result<readonly AssociatedDevice[], AccountError>>;
  /** RemoveAssociatedDevice: the device is forgotten and every session on it ends. */
  removeDevice(locale: Locale, deviceId: string): Promise<Result<void, AccountError>>;
}
