/** A message the development outbox kept instead of sending it (no SMTP configured); read at `/dev/mailbox`. */
export interface DevMailboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
}

/** A single-use password-reset secret, kept only as its SHA-256 hash; it expires an hour after it was mailed. */
export interface PasswordResetTokenTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** When the password was reset with it; presenting it again answers 410 TOKEN_USED. */
  used_at: string | null;
}

/**
 * A single-use link of the verification mail, kept only as its SHA-256 hash; following it within a day proves the
 * address it was mailed to (`users.email_verified_at`).
 */
export interface EmailVerificationTokenTable {
  token_hash: string;
  user_id: string;
  /** The address the link was mailed to: it proves that address only, should the account's change. */
  email: string;
  created_at: string;
  expires_at: string;
  /** When the link was followed; following it again answers 410 VERIFICATION_LINK_USED. */
  used_at: string | null;
}

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** A Google or Apple account (the id_token's `sub`) linked to one of our accounts. */
export interface SocialIdentityTable {
  provider: SocialProvider;
  subject: string;
  user_id: string;
  /** The address the provider vouched for when the link was made. */
  email: string;
  created_at: string;
}

/** A Google or Apple id_token that signed someone in, remembered until it expires so that it signs in once (0013). */
export interface SpentIdTokenTable {
  provider: SocialProvider;
  /** SHA-256 of the token's `jti`, or of its signed part when it has none: the table holds no token. */
  token_hash: string;
  /** The token's `exp`; the row is pruned some minutes later. */
  expires_at: string;
  spent_at: string;
}

/** The identity area's tables (migration of the same name, 0012's verification links, 0013's spent id_tokens). */
export interface IdentityTables {
  dev_mailbox: DevMailboxTable;
  password_reset_tokens: PasswordResetTokenTable;
  email_verification_tokens: EmailVerificationTokenTable;
  social_identities: SocialIdentityTable;
  spent_id_tokens: SpentIdTokenTable;
}
