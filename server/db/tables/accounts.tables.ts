import type { Flag } from '../schema';

/** A listener's account; `email` is stored trimmed and lower-cased, so it is unique as people type it. */
export interface UserTable {
  id: string;
  email: string;
  /** argon2id in PHC form; null for accounts made by Google or Apple sign-in only. */
  password_hash: string | null;
  /** The catalogue (market) the account was made in. */
  catalog_id: string;
  marketing_consent: Flag;
  newsletter: Flag;
  /** Opaque id handed to analytics instead of the account id. */
  tracking_id: string;
  /** End of the paid club period; null when never a member. The club is on while it lies in the future. */
  club_until: string | null;
  created_at: string;
  /**
   * When the owner proved they hold the address (a completed password reset, a linked Google or Apple identity);
   * null while never proved, as after a password sign-up.
   */
  email_verified_at: string | null;
}

/** One sign-in on one device: access and refresh tokens rotate within it; revoking it ends them all. */
export interface SessionTable {
  id: string;
  user_id: string;
  /** The browser's random device id (spec §3 "Device id"). */
  device_id: string;
  /** A short, readable description of the client for `/me/sessions`. */
  user_agent: string;
  created_at: string;
  last_used_at: string;
  revoked_at: string | null;
  /** Why it ended: logout, refresh-reuse, password-reset, password-change, revoked-by-user, device-removed. */
  revoked_reason: string | null;
}

export const SESSION_TOKEN_KINDS = ['access', 'refresh'] as const;
export type SessionTokenKind = (typeof SESSION_TOKEN_KINDS)[number];

/** A bearer secret of a session, kept only as its SHA-256 hash. */
export interface SessionTokenTable {
  token_hash: string;
  session_id: string;
  kind: SessionTokenKind;
  expires_at: string;
  /** When a refresh token was exchanged; presenting it again is reuse and revokes the session. */
  used_at: string | null;
  created_at: string;
}

/** A one-off license: the right to hear a title for good. It always belongs to the paid order that granted it. */
export interface LicenseTable {
  id: string;
  user_id: string;
  product_id: string;
  order_id: string;
  granted_at: string;
}

/** A browser or app the account has signed in on; streaming is allowed on a limited number of them. */
export interface AssociatedDeviceTable {
  user_id: string;
  device_id: string;
  /** A readable name from the user agent ("Chromium on Linux"). */
  name: string;
  first_seen_at: string;
  last_seen_at: string;
  /** Removed by the user: its sessions are revoked and it no longer counts. */
  removed_at: string | null;
}

/** A span of real listening (SavePlaybackTime); the monthly playback limit sums them. */
export interface ListeningSpanTable {
  id: string;
  user_id: string;
  audiobook_id: string;
  media_id: string;
  started_at: string;
  stopped_at: string;
  seconds: number;
}

/**
 * Attempts of one kind (`scope`) by one key in one instant: throttles count them in a sliding window. Attempts of the
 * same instant share a row, whose count an upsert raises, so processes sharing the database never lose one.
 */
export interface ThrottleAttemptTable {
  /** The limit counted, as `sign-in.account` or `family-invitation.owner`. */
  scope: string;
  /**
   * SHA-256 of the key (an e-mail, an address, an account id), or of a grouped key's group and member, 128 bits each
   * (an account's pairs with addresses, cleared together by the prefix): the table holds no e-mail in clear.
   */
  key_hash: string;
  attempted_at: string;
  attempts: number;
  /** When the attempt leaves its window; later rows are pruned. */
  expires_at: string;
}

export const DEVICE_SIGN_IN_STATES = ['pending', 'approved', 'denied', 'redeemed'] as const;
export type DeviceSignInState = (typeof DEVICE_SIGN_IN_STATES)[number];

/**
 * A sign-in a device without a browser started (migration 0016): pending until a signed-in browser approves or denies
 * its user code, then redeemed once for the device's own session. Rows are pruned once expired.
 */
export interface DeviceSignInTable {
  /** SHA-256 of the device code: the table holds no code the device could be impersonated with. */
  device_code_hash: string;
  /** The user code in its canonical form (`BDFGHJKM`), unique among the rows not yet pruned. */
  user_code: string;
  /** The device that started it; only that device may redeem it. */
  device_id: string;
  /** What the confirming page calls the device. */
  client_name: string;
  /** The market whose storefront confirms the code. */
  catalog_id: string;
  created_at: string;
  expires_at: string;
  /** Seconds the device waits between polls; each poll that came sooner added five. */
  interval_seconds: number;
  last_polled_at: string | null;
  state: DeviceSignInState;
  /** The account that approved or denied it; null while pending. */
  user_id: string | null;
}

export interface AccountTables {
  device_sign_ins: DeviceSignInTable;
  associated_devices: AssociatedDeviceTable;
  listening_spans: ListeningSpanTable;
  users: UserTable;
  sessions: SessionTable;
  session_tokens: SessionTokenTable;
  licenses: LicenseTable;
  throttle_attempts: ThrottleAttemptTable;
}
