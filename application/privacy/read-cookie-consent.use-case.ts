import { type CookieConsent, effectiveConsent } from '#domain/privacy/cookie-consent';
import type { CookieConsentRepository } from '../ports/cookie-consent-repository.port';
import { ok, type Result } from '#domain/shared/result';

export interface ReadCookieConsentDeps {
  readonly cookieConsentRepository: CookieConsentRepository;
}

/** Spec §2 privacy settings: the choices the dialog opens with, the opt-in default when none were made. */
export class ReadCookieConsent {
  readonly #deps: ReadCookieConsentDeps;

  constructor(deps: ReadCookieConsentDeps) {
    this.#deps = deps;
  }

  execute(): Result<{ readonly consent: CookieConsent; readonly decided: boolean }, never> {
    const stored = this.#deps.cookieConsentRepository.load();
    return ok({ consent: effectiveConsent(stored), decided: stored !== null });
  }
}
