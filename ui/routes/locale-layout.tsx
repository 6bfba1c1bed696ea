import { type ReactNode, useCallback, useMemo, useState } from 'react';
import {
  data as withResponseInit,
  isRouteErrorResponse,
  Outlet,
  redirectDocument,
  type ShouldRevalidateFunction,
  useNavigation,
} from 'react-router';
import type { Category } from '#domain/catalog/category';
import {
  cartHref,
  LAUNCH_TEST_COOKIE,
  LAUNCH_TEST_COOKIE_MAX_AGE_DAYS,
  type LaunchTestCookieChange,
  launchTestCookieAfter,
  launchTestCookieChange,
} from '#domain/routing/launch-test';
import { isLocale } from '#domain/market/locale';
import { legacyStorePage } from '#domain/market/market-links';
import { layoutPathOf, SHARED_MARKET_SEGMENT } from '#domain/routing/market-layout';
import { PATH_LANGUAGE } from '#domain/routing/route-table';
import { APP_BANNER_COOKIE, type AppPlatform, appInstallBannerFor } from '#domain/shell/app-install-banner';
import { CLUB_PROMO_COOKIE } from '#domain/shell/club-promo-bar';
import { TOKENS } from '#infrastructure/composition/tokens';
import { copyrightYear } from '../components/shell/copyright-year';
import { AppInstallBanner } from '../components/app-banner/AppInstallBanner';
import { cookieValue } from '../components/promo/promo-cookie';
import { SessionClubPromoBar } from '../components/promo/SessionClubPromoBar';
import { hasSignedInHint } from '../components/session/signed-in-hint';
import { type ShellSession, ShellSessionContext, UNKNOWN_SESSION } from '../components/session/shell-session';
import { LiveSearch } from '../components/search/LiveSearch';
import { PlayerDock } from '../components/player/PlayerDock';
import { Shell } from '../components/shell/Shell';
import { type ShellDialog, ShellHost } from '../components/shell-host/ShellHost';
import { ToastRegion } from '../components/toast/ToastRegion';
import { UserButton } from '../components/user-menu/UserButton';
import { usePageLinks } from '../components/link/use-page-links';
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
  /** The platform whose app-install banner the request gets (its user agent and cookie), null for none. */
  readonly appBanner: AppPlatform | null;
  /** The cart link: this storefront's cart route, or the legacy store's outside the launch test (spec §2 fltest). */
  readonly cartHref: string;
  /** Spec §1 oldWeb: the market's page on the legacy web store, for the footer; null where there is none. */
  readonly legacyStoreHref: string | null;
}

/** Spec §2: the Set-Cookie header that applies a query's launch-test change, none when it keeps the cookie. */
const launchTestSetCookie = (change: LaunchTestCookieChange, secure: boolean): string | null => {
  if (change.action === 'keep') return null;
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return change.action === 'set'
    ? `${LAUNCH_TEST_COOKIE}=${change.value}; Max-Age=${LAUNCH_TEST_COOKIE_MAX_AGE_DAYS * 86_400}${attributes}`
    : `${LAUNCH_TEST_COOKIE}=; Max-Age=0${attributes}`;
};

/** A `:market` segment naming a market whose pages hang under a segment of their own (`/pl/cart` is not at home there). */
const isOutOfPlace = (market: string | undefined): boolean =>
  isLocale(market) && layoutPathOf(PATH_LANGUAGE[market]) !== SHARED_MARKET_SEGMENT;

export const loader = async ({ url, request, params, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  if (isOutOfPlace(params.market)) throw withResponseInit('Not found', { status: 404 });
  const entries = await context.container.get(TOKENS.ListCatalogueEntries).execute({ locale });
  const cookies = request.headers.get('cookie');
  const launchTest = launchTestCookieChange(url.search);
  const shell: ShellData = {
    // Spec §8: a failed catalogue fetch gives an empty catalogue, never an error page.
    categories: entries.ok ? entries.value : [],
    year: copyrightYear(new Date()),
    promoCookie: cookieValue(cookies, CLUB_PROMO_COOKIE.name),
    signedInHint: hasSignedInHint(cookies),
    appBanner: appInstallBannerFor(
      request.headers.get('user-agent') ?? '',
      cookieValue(cookies, APP_BANNER_COOKIE.name),
    ),
    cartHref: cartHref(
      locale,
      launchTestCookieAfter(launchTest, cookieValue(cookies, LAUNCH_TEST_COOKIE)),
      context.legacyStoreHost,
      { product: context.brand },
    ),
    legacyStoreHref: legacyStorePage(locale, context.legacyStoreHost),
  };
  const setCookie = launchTestSetCookie(launchTest, url.protocol === 'https:');
  return setCookie === null ? shell : withResponseInit(shell, { headers: { 'Set-Cookie': setCookie } });
};

/**
 * In the browser a page knows only its own path language's routes (`page-route-table.ts`), so on a page of the English
 * paths a pl or cz path reaches theirs, under `:market`: it is loaded as a document, which the server renders with
 * that market's own routes.
 */
export const clientLoader = async ({ params, request, serverLoader }: Route.ClientLoaderArgs) => {
  if (isOutOfPlace(params.market)) throw redirectDocument(request.url);
  return serverLoader();
};

/**
 * The shell's data belongs to its market: entering another one loads afresh (another layout route, or another
 * `:market` of the shared one); moving between pages of one market, or submitting a form there, does not change it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.market !== nextParams.market;

/** The parts of the shell that take no props, created once. */
const STATIC_PARTS = { search: <LiveSearch />, toasts: <ToastRegion />, player: <PlayerDock /> } as const;

function MarketShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const { locale, brand } = usePageLocale();
  const navigation = useNavigation();
  // Stable, so the lazily loaded parts of the shell are not re-rendered (which would drop their server HTML).
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const [session, setSession] = useState<ShellSession>(UNKNOWN_SESSION);
  const [dialog, setDialog] = useState<ShellDialog | null>(null);
  const openNewsletter = useCallback(() => setDialog('newsletter'), []);
  const openPrivacySettings = useCallback(() => setDialog('privacySettings'), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  useTestMode();
  usePageLinks();
  // The same elements from render to render, so that React skips these parts when the router re-renders the layout.
  const promo = useMemo(
    () => (
      <SessionClubPromoBar
        brand={brand}
        promoCookie={data.promoCookie}
        signedInHint={data.signedInHint}
        locale={locale}
        routing={routing}
      />
    ),
    [brand, data.promoCookie, data.signedInHint, locale, routing],
  );
  const banner = useMemo(() => <AppInstallBanner platform={data.appBanner} />, [data.appBanner]);
  const account = useMemo(() => <UserButton signedInHint={data.signedInHint} />, [data.signedInHint]);
  const dialogs = useMemo(
    () => (
      <ShellHost dialog={dialog} onDialogClose={closeDialog} cartHref={data.cartHref} onSessionChange={setSession} />
    ),
    [dialog, closeDialog, data.cartHref],
  );
  return (
    <Shell
      brand={brand}
      categories={data.categories}
      year={data.year}
      navigating={navigation.state !== 'idle'}
      promo={promo}
      banner={banner}
      search={STATIC_PARTS.search}
      account={account}
      toasts={STATIC_PARTS.toasts}
      isSignedIn={session.user !== null}
      cartCount={session.cartCount}
      favouritesCount={session.favouritesCount}
      cartHref={data.cartHref}
      legacyStoreHref={data.legacyStoreHref}
      onNewsletterOpen={openNewsletter}
      onPrivacySettingsOpen={openPrivacySettings}
      dialogs={dialogs}
      locale={locale}
      routing={routing}
      player={STATIC_PARTS.player}
    >
      <ShellSessionContext.Provider value={session}>{children}</ShellSessionContext.Provider>
    </Shell>
  );
}

/** The frame of every page of a market: the shell around the page. */
export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { locale } = usePageLocale();
  // A market of its own: the shell's state (dialogs, session) starts afresh in another market, as on another layout.
  return (
    <MarketShell key={locale} data={loaderData}>
      <Outlet />
    </MarketShell>
  );
}

/** The 404 and error pages of a known market, inside its shell (the root's boundary takes unknown markets). */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const page = isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
  return loaderData ? <MarketShell data={loaderData}>{page}</MarketShell> : page;
}
