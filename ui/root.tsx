import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { DEFAULT_LOCALE, isLocale, languageOf } from '#domain/market/locale';
import type { Route } from './+types/root';
import { COPY } from './copy';
import { useNonce } from './hooks/use-nonce';
import appCss from './styles/app.css?url';
import './load-context';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const loader = ({ request, context }: Route.LoaderArgs) => {
  // Read from the path itself so that pages no route claims (404) still speak the market's language.
  const segment = new URL(request.url).pathname.split('/')[1];
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE;
  return { locale, lang: languageOf(locale), brand: context.brand };
};

/** The document: `<html lang>` follows the market (spec §1: cz is cs). */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  return (
    <html lang={data?.lang ?? languageOf(DEFAULT_LOCALE)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="application-name" content={data?.brand ?? 'audiora'} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const copy = COPY[data?.locale ?? DEFAULT_LOCALE];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="page page--message">
      <h1>{notFound ? copy.notFoundTitle : copy.errorTitle}</h1>
      {notFound && <p>{copy.notFoundBody}</p>}
      <p>
        <a href={`/${data?.locale ?? DEFAULT_LOCALE}`}>{copy.backHome}</a>
      </p>
    </main>
  );
}
