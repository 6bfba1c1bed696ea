import type { CookieConsent } from '#domain/privacy/cookie-consent';
import type { CookieConsentRepository } from '../ports/cookie-consent-repository.port';
import type { ToastPresenterPort } from '../ports/toast-presenter.port';
import { ok, type Result } from '#domain/shared/result';

export interface SaveCookieConsentDeps {
  readonly cookieConsentRepository: CookieConsentRepository;
  readonly toastPresenter: ToastPresenterPort;
}

/** The toast that confirms the privacy settings were kept (an i18n key). */
export const CONSENT_SAVED_TOAST_TITLE = 'shell.privacy.saved';

/**
 * Spec §2 privacy settings: keeps the visitor's choices in their browser and confirms it with a toast. No third-party
 * script is loaded by the storefront, so recording the choices is all there is to do.
 */
export class SaveCookieConsent {
  readonly #deps: SaveCookieConsentDeps;

  constructor(deps: SaveCookieConsentDeps) {
    this.#deps = deps;
  }

  execute(input: { readonly consent: CookieConsent }): Result<CookieConsent, never> {
    const consent: CookieConsent = { analytics: input.consent.analytics, marketing: input.consent.marketing };
    this.#deps.cookieConsentRepository.save(consent);
    this.#deps.toastPresenter.show({ type: 'success', title: CONSENT_SAVED_TOAST_TITLE });
    return ok(consent);
  }
}
