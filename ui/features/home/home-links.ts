import type { Locale } from '#domain/market/locale';
import { pathForTarget } from '#domain/routing/path-for';
import type { RoutingContext } from '#domain/routing/routing-context';
import { resolveShortLink } from '#domain/routing/short-link';

/** Where an item-set element leads: an internal path (from its short link) or the link itself when unrecognised. */
export const elementHref = (
  deeplink: string,
  locale: Locale,
  routing: RoutingContext,
): { readonly internal: boolean; readonly href: string } => {
  const resolved = resolveShortLink(deeplink);
  return 'external' in resolved
    ? { internal: false, href: resolved.external }
    : { internal: true, href: pathForTarget(resolved, locale, routing) };
};
