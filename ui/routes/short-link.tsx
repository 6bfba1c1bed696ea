import { data, redirect } from 'react-router';
import { negotiateLocale } from '#domain/market/negotiate-locale';
import { pathForTarget } from '#domain/routing/path-for';
import { resolveShortLink } from '#domain/routing/short-link';
import type { Route } from './+types/short-link';

// The short-link host points at the storefront, so a path here is read as that path on the short-link host.
const SHORT_LINK_ORIGIN_HOST = 'short-link.invalid';

/**
 * Spec §2: a recognised short link (`/p/{id}`, `/cat`, `/cat/{id}`, ...) answers 302 to its route in the
 * visitor's market (chosen from Accept-Language as on `/`), keeping the query; any other path is a 404 page.
 */
export const loader = ({ request, url, context }: Route.LoaderArgs) => {
  const target = resolveShortLink(`https://${SHORT_LINK_ORIGIN_HOST}${url.pathname}`, [SHORT_LINK_ORIGIN_HOST]);
  if ('external' in target) throw data('Not found', { status: 404 });
  const locale = negotiateLocale(request.headers.get('accept-language'));
  throw redirect(`${pathForTarget(target, locale, { product: context.brand })}${url.search}`, {
    status: 302,
    headers: { Vary: 'Accept-Language', 'Cache-Control': 'private, no-cache' },
  });
};

export default function ShortLink() {
  return null;
}
