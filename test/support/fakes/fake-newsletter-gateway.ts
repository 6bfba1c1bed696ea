import type { NewsletterError } from '#application/newsletter/newsletter.errors';
import type { NewsletterGateway } from '#application/ports/newsletter-gateway.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { User } from '#domain/auth/user';

/** The API's newsletter and consent commands in memory: changes the signed-in user, or fails as told; counts the calls. */
export class FakeNewsletterGateway implements NewsletterGateway {
  #user: User | null;
  #failure: NewsletterError | null = null;
  calls = 0;

  constructor(user: User | null) {
    this.#user = user;
  }

  failWith(error: NewsletterError): this {
    this.#failure = error;
    return this;
  }

  async subscribe(): Promise<Result<User, NewsletterError>> {
    this.calls += 1;
    if (this.#failure) return err(this.#failure);
    if (this.#user === null) return err({ code: 'AUTH.NOT_SIGNED_IN' });
    this.#user = { ...this.#user, newsletter: true };
    return ok(this.#user);
  }

  async enableMarketingConsent(): Promise<Result<User, NewsletterError>> {
    this.calls += 1;
    if (this.#failure) return err(this.#failure);
    if (this.#user === null) return err({ code: 'AUTH.NOT_SIGNED_IN' });
    this.#user = { ...this.#user, hasMarketingConsent: true };
    return ok(this.#user);
  }
}
