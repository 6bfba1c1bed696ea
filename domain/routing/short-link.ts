import { PRODUCT_HOSTS } from '../market/product-hosts';
import { decodeSegment } from './decode-segment';
import type { RouteTarget } from './route-table';

type ShortLinkRoute = 'player' | 'cycle' | 'podcast' | 'audiobook' | 'category';

/**
 * Spec §2: the short-link path shapes on a short-link host, first segment then an id:
 * `/p/{id}` player, `/c/{id}` cycle, `/cp/{id}` cycle products (the cycle page), `/pod/{id}` podcast,
 * `/podp/{id}` podcast products (the podcast page), `/a/{id}` audiobook, `/cat` catalog, `/cat/{id}` category.
 */
export const SHORT_LINK_PATHS: ReadonlyMap<string, ShortLinkRoute> = new Map([
  ['p', 'player'],
  ['c', 'cycle'],
  ['cp', 'cycle'],
  ['pod', 'podcast'],
  ['podp', 'podcast'],
  ['a', 'audiobook'],
  ['cat', 'category'],
]);

/** Where a short link leads: a storefront route (the caller adds the current locale) or, if unrecognised, the link itself. */
export type ShortLinkResolution = RouteTarget | { readonly external: string };

const resolvePath = (pathname: string): RouteTarget | null => {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const [prefix = '', rawId, ...extra] = trimmed.slice(1).split('/');
  const route = SHORT_LINK_PATHS.get(prefix);
  if (route === undefined || extra.length > 0) return null;
  if (rawId === undefined) return route === 'category' ? { name: 'catalog', params: {} } : null;
  const id = decodeSegment(rawId);
  return id === null || id === '' ? null : { name: route, params: { id } };
};

/**
 * Spec §2 "Short-link paths": a link on a short-link host maps to the player, cycle (or cycle products),
 * podcast (or podcast products), audiobook, catalog or category route; anything else stays an external link.
 */
export const resolveShortLink = (
  link: string,
  shortLinkHosts: readonly string[] = PRODUCT_HOSTS.shortLinkHosts,
): ShortLinkResolution => {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { external: link };
  }
  const onShortLinkHost =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    shortLinkHosts.includes(url.host);
  return (onShortLinkHost ? resolvePath(url.pathname) : null) ?? { external: link };
};
