import type { AccountError } from '#application/account/account.errors';
import type {
  AccountGateway,
  AccountSession,
  AssociatedDevice,
  Consents,
} from '#application/ports/account-gateway.port';
import type { User, UserId } from '#domain/auth/user';
import { deviceNameOf, userAgentParts } from '#domain/auth/user-agent';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { accountIdOf } from './account-id';

/** A session, on the device it was opened on. */
type Session = AccountSession & { readonly deviceId: string };

interface Account {
  email: string;
  password: string;
  consents: Consents;
  sessions: Session[];
  devices: Omit<AssociatedDevice, 'current'>[];
}

const NOT_SIGNED_IN: AccountError = { code: 'AUTH.NOT_SIGNED_IN' };
const refused = (property: string, reason: string): AccountError => ({
  code: 'ACCOUNT.FIELD_REFUSED',
  property,
  reason,
});

/**
 * The API's account in memory, as seen by one signed-in browser (`signedInAs`), with the server's main refusals. Each
 * sign-in is on a device of its own, named from its user agent as the server names it, most recently seen first.
 */
export class InMemoryAccountGateway implements AccountGateway {
  readonly #accounts = new Map<string, Account>();
  #viewer: { email: string; sessionId: string; deviceId: string } | null = null;
  #next = 0;

  /** An account with the password, signed in on this browser and, for each extra user agent, elsewhere. */
  signedInAs(
    email: string,
    password: string,
    userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
    elsewhere: readonly string[] = [],
  ): this {
    const account: Account = {
      email,
      password,
      consents: { marketing: false, newsletter: false },
      sessions: [],
      devices: [],
    };
    this.#accounts.set(email, account);
    const mine = this.#open(account, userAgent, true, '2026-11-22T10:00:00.000Z');
    for (const ua of elsewhere) this.#open(account, ua, false, '2026-11-22T10:00:00.000Z');
    this.#viewer = { email, sessionId: mine.id, deviceId: mine.deviceId };
    return this;
  }

  /** The account signs in once more, on another device. */
  signedInElsewhere(email: string, userAgent: string): this {
    const account = this.#accounts.get(email);
    if (account) this.#open(account, userAgent, false, '2026-11-22T09:00:00.000Z');
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
    return account ? ok(account.sessions.map(({ deviceId: _, ...session }) => session)) : err(NOT_SIGNED_IN);
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

  async devices(): Promise<Result<readonly AssociatedDevice[], AccountError>> {
    const account = this.#signedIn();
    if (!account) return err(NOT_SIGNED_IN);
    return ok(account.devices.map((device) => ({ ...device, current: device.id === this.#viewer?.deviceId })));
  }

  async removeDevice(_locale: Locale, deviceId: string): Promise<Result<void, AccountError>> {
    const account = this.#signedIn();
    if (!account) return err(NOT_SIGNED_IN);
    if (!account.devices.some((d) => d.id === deviceId)) return err({ code: 'ACCOUNT.DEVICE_UNKNOWN' });
    account.devices = account.devices.filter((d) => d.id !== deviceId);
    account.sessions = account.sessions.filter((s) => s.deviceId !== deviceId);
    return ok(undefined);
  }

  /** A session opened on a new device, which goes first among the devices as the one seen last. */
  #open(account: Account, userAgent: string, current: boolean, at: string): Session {
    const n = (this.#next += 1);
    const session: Session = { id: `session-${n}`, userAgent, lastUsedAt: at, current, deviceId: `device-${n}` };
    account.sessions.push(session);
    const name = deviceNameOf(userAgentParts(userAgent));
    account.devices.unshift({ id: session.deviceId, name, firstSeenAt: at, lastSeenAt: at });
    return session;
  }

  #signedIn(): Account | null {
    const account = this.#viewer ? this.#accounts.get(this.#viewer.email) : undefined;
    const sessionId = this.#viewer?.sessionId;
    return account && account.sessions.some((s) => s.id === sessionId) ? account : null;
  }

  #userOf(account: Account): User {
    return {
      id: accountIdOf(account.email) as UserId,
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
