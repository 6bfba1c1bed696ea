import type { AccountError } from '#application/account/account.errors';
import type { AccountGateway, AccountSession, Consents } from '#application/ports/account-gateway.port';
import type { User, UserId } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';

interface Account {
  email: string;
  password: string;
  consents: Consents;
  sessions: AccountSession[];
}

const NOT_SIGNED_IN: AccountError = { code: 'AUTH.NOT_SIGNED_IN' };
const refused = (property: string, reason: string): AccountError => ({
  code: 'ACCOUNT.FIELD_REFUSED',
  property,
  reason,
});

/** The API's account in memory, as seen by one signed-in browser (`signedInAs`), with the server's main refusals. */
export class InMemoryAccountGateway implements AccountGateway {
  readonly #accounts = new Map<string, Account>();
  #viewer: { email: string; sessionId: string } | null = null;
  #next = 0;

  /** An account with the password, signed in on this browser and, for each extra user agent, elsewhere. */
  signedInAs(
    email: string,
    password: string,
    userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
    elsewhere: readonly string[] = [],
  ): this {
    const session = (userAgent: string, current: boolean): AccountSession => ({
      id: `session-${(this.#next += 1)}`,
      userAgent,
      lastUsedAt: '2026-11-22T10:00:00.000Z',
      current,
    });
    const mine = session(userAgent, true);
    this.#accounts.set(email, {
      email,
      password,
      consents: { marketing: false, newsletter: false },
      sessions: [mine, ...elsewhere.map((ua) => session(ua, false))],
    });
    this.#viewer = { email, sessionId: mine.id };
    return this;
  }

  /** The account signs in once more, on another device. */
  signedInElsewhere(email: string, userAgent: string): this {
    this.#accounts.get(email)?.sessions.push({
      id: `session-${(this.#next += 1)}`,
      userAgent,
      lastUsedAt: '2026-11-22T09:00:00.000Z',
      current: false,
    });
    return this;
  }

  passwordOf(email: string): string | undefined {
    return this.#accounts.get(email)?.password;
  }

  async account(): Promise<Result<User, AccountError>> {
    const account = this.#signedIn();
    return account ? ok(this.#userOf(account)) : err(NOT_SIGNED_IN);
  }

  async changePassword(_locale: Locale, current: string, next: string): Promise<Result<void, AccountError>> {
    const account = this.#signedIn();
    if (!account) return err(NOT_SIGNED_IN);
    if (current !== account.password) return err(refused('current_password', 'INVALID'));
    if (next.length < 8) return err(refused('new_password', 'TOO_SHORT'));
    account.password = next;
    account.sessions = account.sessions.filter((s) => s.current);
    return ok(undefined);
  }

  async deleteAccount(_locale: Locale, password: string): Promise<Result<void, AccountError>> {
    const account = this.#signedIn();
    if (!account) return err(NOT_SIGNED_IN);
    if (password !== account.password) return err(refused('password', 'INVALID'));
    this.#accounts.delete(account.email);
    return ok(undefined);
  }

  async setConsent(_locale: Locale, consent: keyof Consents, value: boolean): Promise<Result<User, AccountError>> {
    const account = this.#signedIn();
    if (!account) return err(NOT_SIGNED_IN);
    account.consents = { ...account.consents, [consent]: value };
    return ok(this.#userOf(account));
  }

  async sessions(): Promise<Result<readonly AccountSession[], AccountError>> {
    const account = this.#signedIn();
    return account ? ok([...account.sessions]) : err(NOT_SIGNED_IN);
  }

  async revokeSession(_locale: Locale, sessionId: string): Promise<Result<void, AccountError>> {
    const account = this.#signedIn();
    if (!account) return err(NOT_SIGNED_IN);
    if (!account.sessions.some((s) => s.id === sessionId)) return err({ code: 'ACCOUNT.SESSION_UNKNOWN' });
    account.sessions = account.sessions.filter((s) => s.id !== sessionId);
    return ok(undefined);
  }

  async revokeOtherSessions(): Promise<Result<void, AccountError>> {
    const account = this.#signedIn();
    if (!account) return err(NOT_SIGNED_IN);
    account.sessions = account.sessions.filter((s) => s.current);
    return ok(undefined);
  }

  #signedIn(): Account | null {
    const account = this.#viewer ? this.#accounts.get(this.#viewer.email) : undefined;
    const sessionId = this.#viewer?.sessionId;
    return account && account.sessions.some((s) => s.id === sessionId) ? account : null;
  }

  #userOf(account: Account): User {
    return {
      id: `user-${account.email}` as UserId,
      email: account.email,
      isClubMember: false,
      hasMarketingConsent: account.consents.marketing,
      newsletter: account.consents.newsletter,
      trackingId: null,
      createdAt: '2026-11-22T10:00:00.000Z',
      playbackLimit: null,
    };
  }
}
