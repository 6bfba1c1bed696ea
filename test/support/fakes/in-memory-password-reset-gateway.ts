import type { PasswordResetError } from '#application/auth/auth.errors';
import type { PasswordResetGateway, PasswordResetLink } from '#application/ports/password-reset-gateway.port';
import type { Locale } from '#domain/market/locale';
import type { CatalogId } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';

type LinkState = 'fresh' | 'used' | 'expired';

/** The API's password reset in memory: links issued on request for known accounts, each good once. */
export class InMemoryPasswordResetGateway implements PasswordResetGateway {
  readonly #accounts = new Map<string, string>();
  readonly #links = new Map<string, { email: string; state: LinkState }>();
  readonly requests: { readonly locale: Locale; readonly email: string; readonly catalogId: CatalogId }[] = [];
  #next = 0;

  withAccount(email: string, password: string): this {
    this.#accounts.set(email, password);
    return this;
  }

  /** The links mailed to an address, oldest first. */
  linksFor(email: string): string[] {
    return [...this.#links].filter(([, link]) => link.email === email).map(([token]) => token);
  }

  expire(token: string): void {
    const link = this.#links.get(token);
    if (link) link.state = 'expired';
  }

  passwordOf(email: string): string | undefined {
    return this.#accounts.get(email);
  }

  async requestReset(locale: Locale, email: string, catalogId: CatalogId): Promise<Result<void, PasswordResetError>> {
    this.requests.push({ locale, email, catalogId });
    if (this.#accounts.has(email)) this.#links.set(`link-${(this.#next += 1)}`, { email, state: 'fresh' });
    return ok(undefined);
  }

  async checkLink(_locale: Locale, token: string): Promise<Result<PasswordResetLink, PasswordResetError>> {
    const link = this.#links.get(token);
    const refused = this.#refusal(link);
    if (refused || !link) return err(refused ?? { code: 'RESET.LINK_UNKNOWN' });
    return ok({ emailHint: `${link.email.slice(0, 1)}***${link.email.slice(link.email.indexOf('@'))}` });
  }

  async resetPassword(_locale: Locale, token: string, password: string): Promise<Result<void, PasswordResetError>> {
    const link = this.#links.get(token);
    const refused = this.#refusal(link);
    if (refused || !link) return err(refused ?? { code: 'RESET.LINK_UNKNOWN' });
    if (password.length < 8) return err({ code: 'RESET.PASSWORD_REFUSED', reason: 'TOO_SHORT' });
    link.state = 'used';
    this.#accounts.set(link.email, password);
    return ok(undefined);
  }

  #refusal(link: { state: LinkState } | undefined): PasswordResetError | null {
    if (!link) return { code: 'RESET.LINK_UNKNOWN' };
    if (link.state === 'used') return { code: 'RESET.LINK_USED' };
    if (link.state === 'expired') return { code: 'RESET.LINK_EXPIRED' };
    return null;
  }
}
