import type { AuthState } from '../auth/auth-state';
import type { Locale } from '../market/locale';

/** The cookie that remembers the newsletter offer was dismissed (the spec does not name it; this is ours). */
export const NEWSLETTER_OFFER_COOKIE = { name: 'newsletter_offer', closedValue: 'closed' } as const;

/** Spec §2 footer: the markets whose footer shows the newsletter modal to signed-in users. */
export const NEWSLETTER_OFFER_MARKETS: readonly Locale[] = ['pl'];

/**
 * Spec §2 footer, §6: the newsletter modal offers itself to a signed-in user (the session fetched, never a guess) in a
 * market that shows it, who is not subscribed yet and has not dismissed it (only the exact closed value counts).
 */
export const shouldOfferNewsletter = (input: {
  readonly auth: AuthState;
  readonly locale: Locale;
  readonly offerCookie: string | undefined;
}): boolean =>
  NEWSLETTER_OFFER_MARKETS.includes(input.locale) &&
  input.auth.status === 'fetched' &&
  input.auth.user !== null &&
  !input.auth.user.newsletter &&
  input.offerCookie !== NEWSLETTER_OFFER_COOKIE.closedValue;
