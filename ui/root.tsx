import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from 'react-router';
import { DEFAULT_LOCALE, type Locale, languageOf } from '#domain/market/locale';
import type { Route } from './+types/root';
import { PageScrollRestoration } from './components/scroll/PageScrollRestoration';
import { BROWSER_SETTING_METAS, type BrowserSettingName, browserSettings } from './di/browser-settings';
import { MarketHead } from './components/seo/MarketHead';
import { organizationJsonLd } from './components/seo/structured-data';
import { useNonce } from './hooks/use-nonce';
import { brandName, LocaleProvider } from './i18n/locale-provider';
import { pageMeta, ROOT_ROUTE_ID, type RootData } from './i18n/page-meta';
import { translationsUrl } from './i18n/translation-files';
import { fetchTranslations, loadedTranslations, loadTranslations } from './i18n/translations';
import { localeOfPath } from './routes/request-locale';
import { ErrorPage, NotFoundPage } from './routes/status-pages';
import appCss from './styles/app.css?url';
import './load-context';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Read from the path itself so that pages no route claims (404) still speak the market's language.
const marketOf = (url: string | URL): Locale => localeOfPath(new URL(url).pathname) ?? DEFAULT_LOCALE;

/**
 * The page's market; its language's text is loaded for the render but not sent with the data: the page preloads it
 * as a file the browser keeps (`translationsUrl`), and the browser reads it before it hydrates. Its addresses come
 * from the configured public origin: a forged `Host` must not reach a page that may be cached.
 */
export const loader = async ({ url, context }: Route.LoaderArgs): Promise<RootData> => {
  const locale = marketOf(url);
  const lang = languageOf(locale);
  await loadTranslations(lang);
  const data: RootData = {
    locale,
    lang,
    brand: context.brand,
    origin: context.publicOrigin,
    textUrl: translationsUrl(lang),
    // What the server's configuration hands on to the browser.
    ...browserSettings({
      errorReportingDsn: context.errorReportingDsn,
      recaptchaSiteKey: context.recaptchaSiteKey,
      googleClientId: context.googleClientId,
      appleClientId: context.appleClientId,
    }),
  };
  const organization = organizationJsonLd(locale, context.publicOrigin, brandName(context.brand));
  return organization === null ? data : { ...data, organizationJsonLd: organization };
};

/**
 * A navigation into another market: the root's data comes from the server (its origin and settings with it), and the
 * browser then fetches that language's text before the new market's page renders.
 */
export const clientLoader = async ({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> => {
  const data = await serverLoader();
  await fetchTranslations(data.lang, data.textUrl);
  return data;
};

/** The title of the 404 and error pages, which the root's error boundary renders. */
export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error
    ? pageMeta(loaderData, (t) =>
        isRouteErrorResponse(error) && error.status === 404 ? t('not_found.title') : t('common.generic_error.title'),
      )
    : [];

/** The root's data depends on the market alone. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  marketOf(currentUrl) !== marketOf(nextUrl);

/** The document: `<html lang>` follows the market (spec §1: cz is cs). */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  const nonce = useNonce();
  return (
    <html lang={data?.lang ?? languageOf(DEFAULT_LOCALE)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="application-name" content={data?.brand ?? 'audiora'} />
        {Object.entries(BROWSER_SETTING_METAS).map(([name, meta]) => {
          const content = data?.[name as BrowserSettingName];
          return content && <meta key={meta} name={meta} content={content} />;
        })}
        <Meta />
        {data && (
          <MarketHead
            locale={data.locale}
            brand={data.brand}
            origin={data.origin}
            nonce={nonce}
            organization={data.organizationJsonLd}
          />
        )}
        {data && (
          // The language's text (the page's one fetch preload, `document-language-text.ts`), at normal priority: hydration
          // waits for it. In production the server moves it, with the module preloads, into the release script, which
          // asks for it once the main image is painted (`server/storefront/hold-page-scripts.ts`).
          <link rel="preload" as="fetch" crossOrigin="anonymous" href={data.textUrl} />
        )}
        <Links nonce={nonce} />
      </head>
      <body>
        {data ? (
          <LocaleProvider locale={data.locale} brand={data.brand} translations={loadedTranslations(data.lang)}>
            {children}
          </LocaleProvider>
        ) : (
          children
        )}
        <PageScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** A 404 (unknown path or market) or any other failure, in the market's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  // Without the root's data there is no text to show in any language: the status line is all that is left.
  if (!data) return <h1>{isRouteErrorResponse(error) ? error.status : 500}</h1>;
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}
