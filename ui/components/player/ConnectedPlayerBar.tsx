import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { matchPath } from '#domain/routing/match-path';
import { pathFor } from '#domain/routing/path-for';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { useHydrated } from '#ui/hooks/use-hydrated';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { usePageLocale } from '#ui/i18n/locale-provider';

// The bar, its intents and the keyboard shortcuts come with the first title loaded, never with a page.
const PlayerBar = lazy(() => import('./StorePlayerBar'));
const PlayerKeys = lazy(() => import('./PlayerKeys'));

/**
 * The player bar on the player store once a title is loaded, except on that title's own player page. The page going
 * away reports the last span, saves the position and keeps the player session, which the next page restores.
 */
function BrowserPlayerBar() {
  const { store, reporting } = useService(TOKENS.PlayerRuntime);
  const session = useService(TOKENS.PlayerSession);
  const auth = useStateObservable(useService(TOKENS.AuthStore).state$);
  const { pathname, search } = useLocation();
  const view = useStateObservable(store.state$);
  // The server renders no bar: a title the store holds before this part hydrates waits for hydration to show.
  const hydrated = useHydrated();
  const { locale, brand } = usePageLocale();
  useEffect(() => {
    const hidden = () => {
      reporting.pageHidden();
      session.save(locale);
    };
    window.addEventListener('pagehide', hidden);
    return () => window.removeEventListener('pagehide', hidden);
  }, [reporting, session, locale]);
  // Spec §4: the session is restored once auth is fetched, whoever turns out to be signed in.
  const restored = useRef(false);
  const currentPath = `${pathname}${search}`;
  useEffect(() => {
    if (auth.status !== 'fetched' || restored.current) return;
    restored.current = true;
    // A player page loads its own title.
    if (matchPath(pathname, { product: brand })?.name === 'player') return;
    session.restore({ locale, user: auth.user, currentPath }).catch(() => undefined);
  }, [auth, session, locale, currentPath, pathname, brand]);
  if (!hydrated || view.title === null) return null;
  // The title's own player page shows the same controls in full.
  const onItsPage = pathname === pathFor('player', { id: view.title.audiobookId }, locale, { product: brand });
  return (
    <Suspense fallback={null}>
      {onItsPage ? null : <PlayerBar view={view} store={store} />}
      <PlayerKeys store={store} />
    </Suspense>
  );
}

/** Nothing plays on the server, so it renders the bar's empty place without building a player for each page. */
const NoPlayerOnServer = () => null;

export default import.meta.env.SSR ? NoPlayerOnServer : BrowserPlayerBar;
