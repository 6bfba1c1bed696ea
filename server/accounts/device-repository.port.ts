/** A browser or app an account signed in on (user panel "associated devices"). */
export interface AssociatedDevice {
  readonly deviceId: string;
  readonly name: string;
  readonly firstSeenAt: string;
  readonly lastSeenAt: string;
}

/** The associated devices of accounts; every method is keyed by the account. */
export interface DeviceRepository {
  /** Marks a device seen (a token refresh), unless the user removed it. */
  seen(userId: string, deviceId: string, now: Date): Promise<void>;
  /** The account's devices that are not removed, most recently seen first. */
  list(userId: string): Promise<AssociatedDevice[]>;
  /** Marks the account's device removed; false when the account has no such device (or it is already removed). */
  remove(userId: string, deviceId: string, now: Date): Promise<boolean>;
}
