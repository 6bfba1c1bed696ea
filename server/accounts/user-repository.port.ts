/** An account as the accounts area reads it. */
export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly catalogId: string;
  readonly marketingConsent: boolean;
  readonly newsletter: boolean;
  readonly trackingId: string;
  readonly createdAt: string;
  /** When the owner proved they hold the address (a followed mailed link, a Google/Apple identity); null until then. */
  readonly emailVerifiedAt: string | null;
}

export interface NewUser {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly catalogId: string;
  readonly marketingConsent: boolean;
  readonly trackingId: string;
  readonly createdAt: Date;
}

/** The consents a user switches in the user panel (spec §2). */
export type Consent = 'marketing' | 'newsletter';

/** Accounts, found by id or by e-mail as people type it. */
export interface UserRepository {
  findById(id: string): Promise<UserRecord | null>;
  /** The account of an address, compared trimmed and lower-cased. */
  findByEmail(email: string): Promise<UserRecord | null>;
  /** Gives or withdraws marketing consent, or subscribes to or leaves the newsletter. */
  setConsent(id: string, consent: Consent, value: boolean): Promise<void>;
  /**
   * Stores a new password hash only while the verified one is still stored, so a stale proof never overwrites a newer
   * password (a racing reset or change); false when it was not.
   */
  replacePasswordHash(id: string, verifiedHash: string, newHash: string): Promise<boolean>;
  /**
   * Removes the account and, with it, everything kept about its owner (sessions, devices, library, orders), only while
   * the verified hash is still stored; false when it was not.
   */
  delete(id: string, verifiedHash: string): Promise<boolean>;
}
