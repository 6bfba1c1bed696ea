import type { User } from '#domain/auth/user';
import type { AuthStore } from '../auth/auth.store';
import type { NewsletterGateway } from '../ports/newsletter-gateway.port';
import type { Result } from '#domain/shared/result';
import type { NewsletterError } from './newsletter.errors';

export interface SubscribeToNewsletterDeps {
  readonly newsletterGateway: NewsletterGateway;
  readonly authStore: Pick<AuthStore, 'userUpdated' | 'signedOut'>;
}

export interface SubscribeToNewsletterInput {
  /** The user ticked the marketing consent as well (EnableMarketingConsent, spec §7). */
  readonly marketingConsent?: boolean;
}

/**
 * Spec §2, §6 newsletter modal: subscribes the signed-in user, and records their marketing consent when they gave it.
 * The account the API answers replaces the one shown here and in other tabs (spec §4 update is broadcast); a session
 * that ended meanwhile signs the user out.
 */
export class SubscribeToNewsletter {
  readonly #deps: SubscribeToNewsletterDeps;

  constructor(deps: SubscribeToNewsletterDeps) {
    this.#deps = deps;
  }

  async execute(input: SubscribeToNewsletterInput = {}): Promise<Result<User, NewsletterError>> {
    const { newsletterGateway, authStore } = this.#deps;
    const subscribed = await newsletterGateway.subscribe();
    const result =
      subscribed.ok && input.marketingConsent === true && !subscribed.value.hasMarketingConsent
        ? await newsletterGateway.enableMarketingConsent()
        : subscribed;
    if (result.ok) await authStore.userUpdated(result.value);
    else if (subscribed.ok) await authStore.userUpdated(subscribed.value);
    if (!result.ok && result.error.code === 'AUTH.NOT_SIGNED_IN') await authStore.signedOut();
    return result;
  }
}
