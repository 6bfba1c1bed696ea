import type {
  ConsumeOutcome,
  PasswordResetRepository,
  ResetTokenState,
} from '#server/identity/password-reset/password-reset-repository.port';

interface StoredToken {
  readonly userId: string;
  readonly expiresAt: string;
  usedAt: string | null;
}

/** Reset tokens and accounts in memory; a spent token records the new hash, as the database would. */
export class InMemoryPasswordResets implements PasswordResetRepository {
  readonly accounts = new Map<string, { readonly id: string; readonly email: string }>();
  readonly tokens = new Map<string, StoredToken>();
  /** New password hashes, by user id. */
  readonly passwords = new Map<string, string>();
  /** How many sessions a reset of each user ends. */
  sessionsPerUser = 2;

  addAccount(id: string, email: string): void {
    this.accounts.set(id, { id, email });
  }

  accountByEmail(email: string) {
    return Promise.resolve([...this.accounts.values()].find((a) => a.email === email) ?? null);
  }

  issue(input: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    this.tokens.set(input.tokenHash, { userId: input.userId, expiresAt: input.expiresAt.toISOString(), usedAt: null });
    return Promise.resolve();
  }

  find(tokenHash: string): Promise<ResetTokenState | null> {
    const token = this.tokens.get(tokenHash);
    const account = token && this.accounts.get(token.userId);
    return Promise.resolve(
      token && account
        ? { userId: token.userId, email: account.email, expiresAt: token.expiresAt, usedAt: token.usedAt }
        : null,
    );
  }

  consume(tokenHash: string, passwordHash: string, now: Date): Promise<ConsumeOutcome> {
    const token = this.tokens.get(tokenHash);
    if (!token) return Promise.resolve({ kind: 'unknown' });
    if (token.usedAt !== null) return Promise.resolve({ kind: 'used' });
    if (token.expiresAt <= now.toISOString()) return Promise.resolve({ kind: 'expired' });
    token.usedAt = now.toISOString();
    this.passwords.set(token.userId, passwordHash);
    return Promise.resolve({ kind: 'changed', userId: token.userId, sessionsRevoked: this.sessionsPerUser });
  }
}
