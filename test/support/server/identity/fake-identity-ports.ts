import type { JobQueue } from '#server/identity/job-queue.port';
import type {
  IdTokenVerifier,
  VerifiedIdentity,
  VerifiedIdToken,
} from '#server/identity/social/id-token-verifier.port';
import type {
  NewSocialAccount,
  SocialAccountOutcome,
  SocialAccountRepository,
} from '#server/identity/social/social-account-repository.port';
import type { MailMessage, MailSender } from '#server/mail/mail-sender.port';

/** Jobs kept until the test runs them, as the queue runs them after the answer. */
export class HeldJobQueue implements JobQueue {
  readonly #jobs: (() => Promise<void>)[] = [];

  enqueue(job: () => Promise<void>): boolean {
    this.#jobs.push(job);
    return true;
  }

  get pending(): number {
    return this.#jobs.length;
  }

  async runAll(): Promise<void> {
    for (let job = this.#jobs.shift(); job; job = this.#jobs.shift()) await job();
  }
}

/** Keeps every message sent. */
export class RecordingMailSender implements MailSender {
  readonly sent: MailMessage[] = [];

  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }
}

/**
 * A verifier that trusts the tokens it was told about, refuses the rest, or fails as an unreachable provider. A
 * trusted token is named by itself and valid an hour from 2026-11-22T10:00Z unless told otherwise.
 */
export class FakeIdTokenVerifier implements IdTokenVerifier {
  readonly #trusted = new Map<string, VerifiedIdToken>();
  failure: Error | null = null;

  trust(idToken: string, identity: VerifiedIdentity & Partial<VerifiedIdToken>): void {
    this.#trusted.set(idToken, {
      tokenId: `jti:${idToken}`,
      expiresAt: new Date('2026-11-22T11:00:00Z'),
      nonce: null,
      ...identity,
    });
  }

  verify(idToken: string): Promise<VerifiedIdToken | null> {
    if (this.failure) return Promise.reject(this.failure);
    return Promise.resolve(this.#trusted.get(idToken) ?? null);
  }
}

/** Linked identities in memory: linked accounts, accounts by e-mail (claimed when unproved), and new ones. */
export class InMemorySocialAccounts implements SocialAccountRepository {
  readonly links = new Map<string, string>();
  /** Accounts by e-mail, with whether the address was proved. */
  readonly byEmail = new Map<string, { readonly userId: string; readonly verified: boolean }>();
  readonly created: { readonly userId: string; readonly account: NewSocialAccount }[] = [];
  #next = 0;

  resolve(
    provider: string,
    identity: VerifiedIdentity,
    create: NewSocialAccount | null,
  ): Promise<SocialAccountOutcome> {
    const key = `${provider}:${identity.subject}`;
    const linked = this.links.get(key);
    if (linked) return Promise.resolve({ kind: 'existing', userId: linked, claimed: null });
    const existing = this.byEmail.get(identity.email);
    if (existing) {
      this.links.set(key, existing.userId);
      this.byEmail.set(identity.email, { userId: existing.userId, verified: true });
      return Promise.resolve({
        kind: 'existing',
        userId: existing.userId,
        claimed: existing.verified ? null : { sessionsRevoked: 1 },
      });
    }
    if (!create) return Promise.resolve({ kind: 'absent' });
    const userId = `new-user-${(this.#next += 1)}`;
    this.links.set(key, userId);
    this.byEmail.set(identity.email, { userId, verified: true });
    this.created.push({ userId, account: create });
    return Promise.resolve({ kind: 'created', userId });
  }
}
