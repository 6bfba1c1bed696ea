import type {
  EmailVerificationRepository,
  VerifiableAccount,
  VerifyOutcome,
} from '#server/identity/email-verification/email-verification-repository.port';

interface StoredLink {
  readonly userId: string;
  readonly email: string;
  readonly expiresAt: string;
  usedAt: string | null;
}

/** Verification links and accounts in memory; a spent link proves the account's address, as the database would. */
export class InMemoryEmailVerifications implements EmailVerificationRepository {
  readonly accounts = new Map<string, { email: string; verifiedAt: string | null }>();
  readonly links = new Map<string, StoredLink>();

  addAccount(id: string, email: string, verifiedAt: string | null = null): void {
    this.accounts.set(id, { email, verifiedAt });
  }

  account(userId: string): Promise<VerifiableAccount | null> {
    const account = this.accounts.get(userId);
    return Promise.resolve(account ? { email: account.email, verified: account.verifiedAt !== null } : null);
  }

  issue(input: { userId: string; email: string; tokenHash: string; expiresAt: Date }, now: Date): Promise<void> {
    for (const [hash, link] of this.links)
      if (link.userId === input.userId && (link.usedAt !== null || link.expiresAt <= now.toISOString()))
        this.links.delete(hash);
    this.links.set(input.tokenHash, {
      userId: input.userId,
      email: input.email,
      expiresAt: input.expiresAt.toISOString(),
      usedAt: null,
    });
    return Promise.resolve();
  }

  consume(tokenHash: string, now: Date): Promise<VerifyOutcome> {
    const link = this.links.get(tokenHash);
    if (!link) return Promise.resolve({ kind: 'unknown' });
    if (link.usedAt !== null) return Promise.resolve({ kind: 'used' });
    if (link.expiresAt <= now.toISOString()) return Promise.resolve({ kind: 'expired' });
    link.usedAt = now.toISOString();
    for (const [hash, other] of this.links)
      if (other.userId === link.userId && hash !== tokenHash) this.links.delete(hash);
    const account = this.accounts.get(link.userId);
    if (account?.email !== link.email) return Promise.resolve({ kind: 'unknown' });
    account.verifiedAt ??= now.toISOString();
    return Promise.resolve({ kind: 'verified', userId: link.userId });
  }
}
