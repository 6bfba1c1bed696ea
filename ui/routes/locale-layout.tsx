import { Link, Outlet } from 'react-router';
import { COPY } from '../copy';
import type { Route } from './+types/locale-layout';
import { requireLocale } from './require-locale';

export const loader = ({ params, context }: Route.LoaderArgs) => {
  const locale = requireLocale(params.locale);
  return { locale, brand: context.brand };
};

/** The frame of every page of a market. */
export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { locale, brand } = loaderData;
  return (
    <>
      <header className="top-bar">
        <Link to={`/${locale}`} className="top-bar__logo" aria-label={brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="top-bar__brand">{brand}</span>
        </Link>
        <span className="top-bar__tagline">{COPY[locale].tagline}</span>
      </header>
      <Outlet />
    </>
  );
}
