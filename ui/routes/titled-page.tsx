import { useTranslation } from '#ui/i18n/use-translation';
import { data } from 'react-router';
import { matchPath } from '#domain/routing/match-path';
import { brandName, usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/titled-page';

/**
 * Which named route a path is. React Router matched it by shape only (a brand segment is a parameter there);
 * the domain's matcher decides with the configured brand, and anything else is a 404 page.
 */
export const loader = ({ url, context }: Route.LoaderArgs) => {
  // `url`, not `request.url`: a client navigation's data request carries a `.data` suffix that is no part of the path.
  const match = matchPath(url.pathname, { product: context.brand });
  if (match === null || match.name === 'home' || match.name === 'error503') throw data('Not found', { status: 404 });
  return { name: match.name };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!loaderData || !root) return [];
  const vars = { brand: brandName(root.brand) };
  return pageMeta(
    root,
    (t) => t(`pages.${loaderData.name}.title`, vars),
    (t) => t(`pages.${loaderData.name}.lead`, vars),
  );
};

/** The frame of a page whose content comes later: its title and one line on what it will hold. */
export default function TitledPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand } = usePageLocale();
  const vars = { brand: brandName(brand) };
  return (
    <main className="page">
      <h1 className="page__title">{t(`pages.${loaderData.name}.title`, vars)}</h1>
      <p className="page__lead">{t(`pages.${loaderData.name}.lead`, vars)}</p>
    </main>
  );
}
