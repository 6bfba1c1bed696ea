import type { KyInstance } from 'ky';
import type { NewsletterError } from '#application/newsletter/newsletter.errors';
import type { NewsletterGateway } from '#application/ports/newsletter-gateway.port';
import { err, ok, type Result } from '#domain/shared/result';
import { toClientUser, type User } from '#domain/auth/user';
import type { Locale } from '#domain/market/locale';
import { meSchema } from '#contract/me.schema';
import { isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyNewsletterGatewayDeps {
  readonly http: KyInstance;
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
}

/** NewsletterGateway over the API's SubscribeToNewsletter and EnableMarketingConsent commands, which answer the account as GET /me does. */
export class KyNewsletterGateway implements NewsletterGateway {
  readonly #deps: KyNewsletterGatewayDeps;

  constructor(deps: KyNewsletterGatewayDeps) {
    this.#deps = deps;
  }

  subscribe(): Promise<Result<User, NewsletterError>> {
    return this.#send('SubscribeToNewsletter');
  }

  enableMarketingConsent(): Promise<Result<User, NewsletterError>> {
    return this.#send('EnableMarketingConsent');
  }

  async #send(name: 'SubscribeToNewsletter' | 'EnableMarketingConsent'): Promise<Result<User, NewsletterError>> {
    const { http, locale, refreshSession } = this.#deps;
    try {
      const body = await withSessionRefresh(
        () => http.post(`${locale()}/v2/commands`, { json: { name } }).json(),
        refreshSession,
      );
      const parsed = meSchema.safeParse(body);
      return parsed.success ? ok(toClientUser(parsed.data)) : err({ code: 'NEWSLETTER.UNAVAILABLE' });
    } catch (error) {
      if (isUnauthorized(error)) return err({ code: 'AUTH.NOT_SIGNED_IN' });
      if (isRemoteFailure(error)) return err({ code: 'NEWSLETTER.UNAVAILABLE' });
      throw error;
    }
  }
}
