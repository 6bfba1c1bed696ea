/**
 * Spec §2 privacy settings: the visitor's choices for the optional cookie purposes. Strictly necessary cookies
 * (session, loggedIn, fltest, w3club) need no consent and are not a choice.
 */
export interface CookieConsent {
  readonly analytics: boolean;
  readonly marketing: boolean;
}

/** Spec §2: the optional purposes, in the order the privacy settings list them. */
export const COOKIE_PURPOSES = ['analytics', 'marketing'] as const satisfies readonly (keyof CookieConsent)[];

export type CookiePurpose = (typeof COOKIE_PURPOSES)[number];

/** Spec §2 privacy settings: nothing optional is allowed until the visitor says so (opt-in, never pre-ticked). */
export const NO_OPTIONAL_COOKIES: CookieConsent = { analytics: false, marketing: false };

/** Spec §2 privacy settings: "accept all" allows every optional purpose. */
export const ALL_OPTIONAL_COOKIES: CookieConsent = { analytics: true, marketing: true };

/** Spec §2 privacy settings: the stored choices, or the opt-in default when the visitor has made none yet. */
export const effectiveConsent = (stored: CookieConsent | null): CookieConsent => stored ?? NO_OPTIONAL_COOKIES;
