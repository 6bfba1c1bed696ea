import type { Locale } from '#domain/market/locale';
import { pathFor, pathForTarget } from '#domain/routing/path-for';
import type { RoutingContext } from '#domain/routing/routing-context';
import { resolveShortLink } from '#domain/routing/short-link';
import type { SearchHit } from '#domain/search/search-hit';

// A storefront path as the index stores it (`/pl/audiobook/…`), never a protocol-relative or backslash trick.
const isSameSitePath = (link: string, locale: Locale): boolean =>
  link.startsWith(`/${locale}/`) && !/[\\\s]/.test(link) && !link.startsWith('//');

/**
 * Spec §2: where a live result leads: its short link mapped to a route of this market, the storefront path the index
 * holds for it, or else the audiobook route by id.
 */
export const searchHitHref = (hit: SearchHit, locale: Locale, routing: RoutingContext): string => {
  const resolved = resolveShortLink(hit.deeplink);
  if (!('external' in resolved)) return pathForTarget(resolved, locale, routing);
  if (isSameSitePath(hit.deeplink, locale)) return hit.deeplink;
  return pathFor('audiobook', { id: hit.id }, locale, routing);
};
