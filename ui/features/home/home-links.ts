import type { ScreenSection } from '#application/home/screen';
import type { Locale } from '#domain/market/locale';
import { pathForTarget } from '#domain/routing/path-for';
import type { RoutingContext } from '#domain/routing/routing-context';
import { resolveShortLink } from '#domain/routing/short-link';
import type { HomeSection } from './home-section';

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

/** The home screen with its item sets linked, by the page's loader: the browser never needs the short-link rules. */
export const linkItemSets = (
  sections: readonly ScreenSection[],
  locale: Locale,
  routing: RoutingContext,
): HomeSection[] =>
  sections.map((section) =>
    section.type === 'item-sets'
      ? {
          ...section,
          elements: section.elements.map(({ label, slug, deeplink }) => ({
            label,
            slug,
            ...elementHref(deeplink, locale, routing),
          })),
        }
      : section,
  );
