import type { CookieConsentRepository } from '#application/ports/cookie-consent-repository.port';
import type { CookieConsent } from '#domain/privacy/cookie-consent';

/** The privacy settings kept in memory, with every save. */
export class InMemoryCookieConsentRepository implements CookieConsentRepository {
  #stored: CookieConsent | null;
  readonly saved: CookieConsent[] = [];

  constructor(stored: CookieConsent | null = null) {
    this.#stored = stored;
  }

  load(): CookieConsent | null {
    return this.#stored;
  }

  save(consent: CookieConsent): void {
    this.#stored = consent;
    this.saved.push(consent);
  }
}
