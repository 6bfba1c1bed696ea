import type { User } from '#domain/auth/user';
import type { NewsletterError } from '../newsletter/newsletter.errors';
import type { Result } from '#domain/shared/result';

/** The signed-in user's newsletter subscription and marketing consent (SubscribeToNewsletter, EnableMarketingConsent). */
export interface NewsletterGateway {
  /** Subscribes the signed-in user; answers the account as it is afterwards (client form, `newsletter` true). */
  subscribe(): Promise<Result<User, NewsletterError>>;
  /** Records the signed-in user's marketing consent; answers the account afterwards (`hasMarketingConsent` true). */
  enableMarketingConsent(): Promise<Result<User, NewsletterError>>;
}
