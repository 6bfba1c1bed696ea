import { useTranslation } from '#ui/i18n/use-translation';
import { data, Link } from 'react-router';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/maintenance';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/** Seconds a visitor's browser should wait before asking again (the API's own maintenance answer says the same). */
const RETRY_AFTER_S = 120;

/** Spec §8: `/{lang}/error/503`, where the storefront sends visitors while the store is down; it answers 503. */
export const loader = ({ url }: Route.LoaderArgs) => {
  requireLocale(url);
  return data(null, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_S), 'Cache-Control': 'no-store' } });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.error503.title'),
    (t) => t('pages.error503.lead'),
  );

/** The maintenance page: what is going on, and a way back to the store once it is up again. */
export default function Maintenance() {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <main className="page page--message">
      <h1 className="page__title">{t('pages.error503.title')}</h1>
      <p>{t('pages.error503.lead')}</p>
      <p>
        {/* A full page load asks the server again, which is the point of trying again. */}
        <Link to={path('home', {})} reloadDocument>
          {t('pages.error503.retry')}
        </Link>
      </p>
    </main>
  );
}
