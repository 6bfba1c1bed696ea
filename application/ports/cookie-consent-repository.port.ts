import type { CookieConsent } from '#domain/privacy/cookie-consent';

/** Where the visitor's privacy settings are kept in their browser. */
export interface CookieConsentRepository {
  /** The stored choices; null when none were made (or what is stored cannot be read). */
  load(): CookieConsent | null;
  save(consent: CookieConsent): void;
}
