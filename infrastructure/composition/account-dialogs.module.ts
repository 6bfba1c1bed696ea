import { ContainerModule } from 'inversify';
import type { Locale } from '#domain/market/locale';
import type { KyInstance } from 'ky';
import type { AuthStore } from '#application/auth/auth.store';
import { SubscribeToNewsletter } from '#application/newsletter/subscribe-to-newsletter.use-case';
import type { CookieConsentRepository } from '#application/ports/cookie-consent-repository.port';
import type { NewsletterGateway } from '#application/ports/newsletter-gateway.port';
import type { ToastPresenterPort } from '#application/ports/toast-presenter.port';
import { ReadCookieConsent } from '#application/privacy/read-cookie-consent.use-case';
import { SaveCookieConsent } from '#application/privacy/save-cookie-consent.use-case';
import { CookieJarConsentRepository } from '../browser/cookie-jar-consent-repository';
import type { CookieJar } from '../browser/document-cookies';
import { KyNewsletterGateway } from '../http/ky-newsletter-gateway';
import type { SessionRefresh } from '../http/session-refresh';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The footer's dialogs (spec §2): the newsletter subscription over the API's command, and the privacy settings kept
 * in a first-party cookie (both unless overridden).
 */
export const accountDialogsModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { newsletterGateway, cookieConsentRepository } = overrides;
    if (newsletterGateway) bind(TOKENS.NewsletterGateway).toConstantValue(newsletterGateway);
    else
      bind(TOKENS.NewsletterGateway).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
          new KyNewsletterGateway({ http, locale, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
      );
    bind(TOKENS.SubscribeToNewsletter).toResolvedValue(
      (gateway: NewsletterGateway, authStore: AuthStore) =>
        new SubscribeToNewsletter({ newsletterGateway: gateway, authStore }),
      [TOKENS.NewsletterGateway, TOKENS.AuthStore],
    );
    if (cookieConsentRepository) bind(TOKENS.CookieConsentRepository).toConstantValue(cookieConsentRepository);
    else
      bind(TOKENS.CookieConsentRepository).toResolvedValue(
        (cookies: CookieJar) => new CookieJarConsentRepository({ cookies }),
        [TOKENS.Cookies],
      );
    bind(TOKENS.ReadCookieConsent).toResolvedValue(
      (repository: CookieConsentRepository) => new ReadCookieConsent({ cookieConsentRepository: repository }),
      [TOKENS.CookieConsentRepository],
    );
    bind(TOKENS.SaveCookieConsent).toResolvedValue(
      (repository: CookieConsentRepository, toastPresenter: ToastPresenterPort) =>
        new SaveCookieConsent({ cookieConsentRepository: repository, toastPresenter }),
      [TOKENS.CookieConsentRepository, TOKENS.ToastPresenter],
    );
  });
