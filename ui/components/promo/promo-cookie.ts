import { CLUB_PROMO_COOKIE } from '#domain/shell/club-promo-bar';
import { rememberClosed } from '../shell/closing-cookie';

/** How long a closed promo stays closed: a year, after which the offer may be shown again. */
const CLOSED_FOR_S = 365 * 24 * 60 * 60;

/** One cookie's value in a `Cookie` header (the request's on the server, `document.cookie` in the browser). */
export const cookieValue = (header: string | null | undefined, name: string): string | undefined => {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};

/** Spec §9: remembers in the w3club cookie, for the whole store, that the club promo was closed. */
export const rememberClubPromoClosed = (doc: Document): void => rememberClosed(doc, CLUB_PROMO_COOKIE, CLOSED_FOR_S);
