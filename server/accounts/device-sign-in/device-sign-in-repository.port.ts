import type { DeviceSignInState } from '../../db/tables/accounts.tables';

export type { DeviceSignInState };

/** A sign-in a device started, as stored: never its device code, only the code's hash. */
export interface DeviceSignIn {
  readonly deviceCodeHash: string;
  /** Canonical (`BDFGHJKM`). */
  readonly userCode: string;
  readonly deviceId: string;
  readonly clientName: string;
  readonly catalogId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly intervalSeconds: number;
  readonly lastPolledAt: Date | null;
  readonly state: DeviceSignInState;
  /** The account that approved or denied it; null while pending. */
  readonly userId: string | null;
}

/** What starting a sign-in stores: a pending row, never polled. */
export type NewDeviceSignIn = Omit<DeviceSignIn, 'lastPolledAt' | 'state' | 'userId'>;

/** A poll as recorded: when, with the interval it leaves, over the previous poll the caller read. */
export interface RecordedPoll {
  /** The `lastPolledAt` the caller read; the record holds only if no other poll came in between. */
  readonly previous: Date | null;
  readonly polledAt: Date;
  readonly intervalSeconds: number;
}

/**
 * Device sign-ins (RFC 8628's device authorization grant) where every process sees them. Each state change is one
 * conditional step, so two browsers deciding at once, or two polls redeeming at once, never both succeed.
 */
export interface DeviceSignInRepository {
  /**
   * Stores a pending sign-in, first pruning every expired one; false when its user code (or device code) is held by
   * a sign-in not yet pruned, so the caller draws another.
   */
  start(signIn: NewDeviceSignIn, now: Date): Promise<boolean>;
  /** The sign-in of a device code's hash, in whatever state, expired or not; null when unknown or pruned. */
  byDeviceCode(deviceCodeHash: string): Promise<DeviceSignIn | null>;
  /** The pending, unexpired sign-in of a canonical user code; null otherwise. */
  pendingByUserCode(userCode: string, now: Date): Promise<DeviceSignIn | null>;
  /** Records a pending sign-in's poll; false when it is no longer pending or another poll was recorded meanwhile. */
  recordPoll(deviceCodeHash: string, poll: RecordedPoll): Promise<boolean>;
  /**
   * Approves or denies a pending, unexpired sign-in by its user code for the account; false when there is none
   * (unknown, expired, or decided already).
   */
  decide(
    userCode: string,
    decision: { readonly approve: boolean; readonly userId: string },
    now: Date,
  ): Promise<boolean>;
  /**
   * Marks an approved, unexpired sign-in redeemed and answers the account that approved it; null when it is not
   * approved (any more): of any number of redemptions at once, exactly one gets the account.
   */
  redeem(deviceCodeHash: string, now: Date): Promise<string | null>;
}
