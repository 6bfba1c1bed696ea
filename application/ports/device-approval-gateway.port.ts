import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { DeviceSignInError } from '../auth/auth.errors';

/** A device's sign-in waiting for the account's owner to let it in or refuse it. */
export interface PendingDeviceSignIn {
  /** Canonical: eight letters of the user-code alphabet, upper case. */
  readonly userCode: string;
  /** What the device calls itself, such as `Audiora command line on linux`. */
  readonly clientName: string;
  /** When the code stops working (ISO 8601). */
  readonly expiresAt: string;
}

/** The signed-in listener's side of a device sign-in (RFC 8628's verification page) over the store's API. */
export interface DeviceApprovalGateway {
  /** The pending sign-in a canonical user code names. */
  find(locale: Locale, userCode: string): Promise<Result<PendingDeviceSignIn, DeviceSignInError>>;
  /** Lets the device in (`approve`) or refuses it; answers whether it was let in. */
  decide(locale: Locale, userCode: string, approve: boolean): Promise<Result<boolean, DeviceSignInError>>;
}
