import type { User } from '#domain/auth/user';
import type { NewsletterError } from '../newsletter/newsletter.errors';
import type { Result } from '#domain/shared/result';

/** The signed-in user's newsletter subscription (the API's SubscribeToNewsletter command). */
export interface NewsletterGateway {
  /** Subscribes the signed-in user; answers the account as it is afterwards (client form, `newsletter` true). */
  subscribe(): Promise<Result<User, NewsletterError>>;
}
