import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import { useRoutePath } from './use-route-path';

/** The 404 page of the current market: unknown paths inside a market and unknown markets alike. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <main className="page page--message">
      <h1 className="page__title">{t('not_found.title')}</h1>
      <p>{t('not_found.message')}</p>
      <p>
        <Link to={path('home', {})}>{t('not_found.back_home')}</Link>
      </p>
    </main>
  );
};

/** The page shown when rendering failed for any other reason. */
export const ErrorPage = () => {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <main className="page page--message">
      <h1 className="page__title">{t('common.generic_error.title')}</h1>
      <p>{t('common.generic_error.message')}</p>
      <p>
        <Link to={path('home', {})} reloadDocument>
          {t('not_found.back_home')}
        </Link>
      </p>
    </main>
  );
};
