import type { CookieConsentRepository } from '#application/ports/cookie-consent-repository.port';
import type { CookieConsent } from '#domain/privacy/cookie-consent';
import { COOKIE_CONSENT_COOKIE, type CookieConsentWire, cookieConsentSchema } from './cookie-consent.schema';
import type { CookieJar } from './document-cookies';

/** How long the choices are kept before the visitor is asked again: 12 months, the longest regulators accept. */
export const COOKIE_CONSENT_MAX_AGE_DAYS = 365;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/**
 * CookieConsentRepository in a first-party cookie, so the server could read the choices too; what is read back is
 * validated, and a value that is not a valid record of choices counts as no choice made.
 */
export class CookieJarConsentRepository implements CookieConsentRepository {
  readonly #cookies: CookieJar;

  constructor(deps: { readonly cookies: CookieJar }) {
    this.#cookies = deps.cookies;
  }

  load(): CookieConsent | null {
    const raw = this.#cookies.get(COOKIE_CONSENT_COOKIE);
    if (raw === undefined) return null;
    const parsed = cookieConsentSchema.safeParse(parse(raw));
    return parsed.success ? { analytics: parsed.data.analytics, marketing: parsed.data.marketing } : null;
  }

  save(consent: CookieConsent): void {
    const wire: CookieConsentWire = { v: 1, analytics: consent.analytics, marketing: consent.marketing };
    this.#cookies.set(COOKIE_CONSENT_COOKIE, JSON.stringify(wire), COOKIE_CONSENT_MAX_AGE_DAYS);
  }
}
