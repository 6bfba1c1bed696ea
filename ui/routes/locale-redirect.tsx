import { redirect } from 'react-router';
import { negotiateLocale } from '#domain/market/negotiate-locale';
import { pathFor } from '#domain/routing/path-for';
import type { Route } from './+types/locale-redirect';

/** `/` sends the visitor to the best market their browser asks for (spec §2), keeping the query string. */
export const loader = ({ request, url, context }: Route.LoaderArgs) => {
  const locale = negotiateLocale(request.headers.get('accept-language'));
  const { search } = url;
  throw redirect(`${pathFor('home', {}, locale, { product: context.brand })}${search}`, {
    headers: { Vary: 'Accept-Language', 'Cache-Control': 'private, no-cache' },
  });
};
