import type { User } from '#domain/auth/user';
import type { AuthStore } from '../auth/auth.store';
import type { NewsletterGateway } from '../ports/newsletter-gateway.port';
import type { Result } from '#domain/shared/result';
import type { NewsletterError } from './newsletter.errors';

export interface SubscribeToNewsletterDeps {
  readonly newsletterGateway: NewsletterGateway;
  readonly authStore: Pick<AuthStore, 'userUpdated' | 'signedOut'>;
}

/**
 * Spec §2, §6 newsletter modal: subscribes the signed-in user. The account the API answers replaces the one shown
 * here and in other tabs (spec §4 update is broadcast); a session that ended meanwhile signs the user out.
 */
export class SubscribeToNewsletter {
  readonly #deps: SubscribeToNewsletterDeps;

  constructor(deps: SubscribeToNewsletterDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<User, NewsletterError>> {
    const { newsletterGateway, authStore } = this.#deps;
    const result = await newsletterGateway.subscribe();
    if (result.ok) await authStore.userUpdated(result.value);
    else if (result.error.code === 'AUTH.NOT_SIGNED_IN') await authStore.signedOut();
    return result;
  }
}
