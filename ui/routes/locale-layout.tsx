import { type ReactNode, useMemo } from 'react';
import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunction, useNavigation } from 'react-router';
import type { Category } from '#domain/catalog/category';
import { CLUB_PROMO_COOKIE } from '#domain/shell/club-promo-bar';
import { TOKENS } from '#infrastructure/composition/tokens';
import { copyrightYear } from '../components/shell/copyright-year';
import { AppInstallBanner } from '../components/app-banner/AppInstallBanner';
import { cookieValue } from '../components/promo/promo-cookie';
import { SessionClubPromoBar } from '../components/promo/SessionClubPromoBar';
import { LOGGED_IN_COOKIE_NAME } from '../components/session/session-view';
import { LiveSearch } from '../components/search/LiveSearch';
import { Shell } from '../components/shell/Shell';
import { ToastRegion } from '../components/toast/ToastRegion';
import { UserButton } from '../components/user-menu/UserButton';
import { useTestMode } from '../components/shell/use-test-mode';
import { usePageLocale } from '../i18n/locale-provider';
import type { Route } from './+types/locale-layout';
import { requireLocale } from './request-locale';
import { ErrorPage, NotFoundPage } from './status-pages';

/** What the shell needs from the server: the catalogue's entries, the year, the promo cookie and the auth hint. */
export interface ShellData {
  readonly categories: readonly Category[];
  readonly year: number;
  readonly promoCookie: string | undefined;
  /** The request carried the loggedIn cookie; without it the visitor is known to be signed out. */
  readonly signedInHint: boolean;
}

export const loader = async ({ url, request, context }: Route.LoaderArgs): Promise<ShellData> => {
  const locale = requireLocale(url);
  const entries = await context.container.get(TOKENS.ListCatalogueEntries).execute({ locale });
  const cookies = request.headers.get('cookie');
  return {
    // Spec §8: a failed catalogue fetch gives an empty catalogue, never an error page.
    categories: entries.ok ? entries.value : [],
    year: copyrightYear(new Date()),
    promoCookie: cookieValue(cookies, CLUB_PROMO_COOKIE.name),
    signedInHint: cookieValue(cookies, LOGGED_IN_COOKIE_NAME) !== undefined,
  };
};

/**
 * The shell's data belongs to its market (each market is its own layout route, so entering another one loads
 * afresh); moving between pages of one market, or submitting a form there, does not change it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

function MarketShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const { locale, brand } = usePageLocale();
  const navigation = useNavigation();
  // Stable, so the lazily loaded parts of the shell are not re-rendered (which would drop their server HTML).
  const routing = useMemo(() => ({ product: brand }), [brand]);
  useTestMode();
  return (
    <Shell
      brand={brand}
      categories={data.categories}
      year={data.year}
      navigating={navigation.state !== 'idle'}
      promo={
        <SessionClubPromoBar
          brand={brand}
          promoCookie={data.promoCookie}
          signedInHint={data.signedInHint}
          locale={locale}
          routing={routing}
        />
      }
      banner={<AppInstallBanner />}
      search={<LiveSearch />}
      account={<UserButton signedInHint={data.signedInHint} />}
      toasts={<ToastRegion />}
      locale={locale}
      routing={routing}
    >
      {children}
    </Shell>
  );
}

/** The frame of every page of a market: the shell around the page. */
export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MarketShell data={loaderData}>
      <Outlet />
    </MarketShell>
  );
}

/** The 404 and error pages of a known market, inside its shell (the root's boundary takes unknown markets). */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const page = isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
  return loaderData ? <MarketShell data={loaderData}>{page}</MarketShell> : page;
}
