import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { matchPath } from '#domain/routing/match-path';
import { pathFor } from '#domain/routing/path-for';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { usePageLocale } from '#ui/i18n/locale-provider';
import { SLEEP_TIMER_ATTRIBUTE } from './player-intents';
import { usePlayerShortcuts } from './use-player-shortcuts';

// The bar and its intents come with the first title loaded; the shortcut sheet when it is asked for.
const PlayerBar = lazy(() => import('./StorePlayerBar'));
const ShortcutSheet = lazy(() => import('./ShortcutSheet').then((module) => ({ default: module.ShortcutSheet })));

// The S shortcut opens whichever sleep-timer menu is on screen (the bar's or the player page's) and enters it.
const openSleepTimer = (): void => {
  const menu = document.querySelector<HTMLDetailsElement>(`details[${SLEEP_TIMER_ATTRIBUTE}]`);
  if (!menu) return;
  menu.open = true;
  menu.querySelector<HTMLElement>('li button')?.focus();
};

/**
 * The player bar on the player store once a title is loaded, except on that title's own player page. The page going
 * away reports the last span, saves the position and keeps the player session, which the next page restores.
 */
export default function ConnectedPlayerBar() {
  const store = useService(TOKENS.PlayerStore);
  const reporting = useService(TOKENS.PlaybackReporting);
  const session = useService(TOKENS.PlayerSession);
  // The system's media controls follow the player from its first title on.
  useService(TOKENS.MediaSessionSync);
  const auth = useStateObservable(useService(TOKENS.AuthStore).state$);
  const { pathname, search } = useLocation();
  const view = useStateObservable(store.state$);
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
  const [sheetOpen, setSheetOpen] = useState(false);
  const addBookmark = useService(TOKENS.AddBookmark);
  const authStore = useService(TOKENS.AuthStore);
  const panels = useMemo(
    () => ({
      openShortcutSheet: () => setSheetOpen(true),
      openSleepTimer,
      // B: a bookmark at the position, without a note (one can be written on the player page).
      addBookmark: () => {
        const { title, player } = store.state;
        if (title === null) return;
        addBookmark
          .execute({
            audiobookId: title.audiobookId,
            position: player.position,
            user: authStore.state.user,
            currentPath: `${window.location.pathname}${window.location.search}`,
          })
          .catch(() => undefined);
      },
    }),
    [store, addBookmark, authStore],
  );
  usePlayerShortcuts(store, view.title !== null, panels);
  const restored = useRef(false);
  const currentPath = `${pathname}${search}`;
  useEffect(() => {
    if (auth.status !== 'fetched' || restored.current) return;
    restored.current = true;
    // A player page loads its own title.
    if (matchPath(pathname, { product: brand })?.name === 'player') return;
    session.restore({ locale, user: auth.user, currentPath }).catch(() => undefined);
  }, [auth, session, locale, currentPath, pathname, brand]);
  if (view.title === null) return null;
  // The title's own player page shows the same controls in full.
  const onItsPage = pathname === pathFor('player', { id: view.title.audiobookId }, locale, { product: brand });
  return (
    <Suspense fallback={null}>
      {onItsPage ? null : <PlayerBar view={view} store={store} />}
      {sheetOpen ? <ShortcutSheet open onClose={() => setSheetOpen(false)} /> : null}
    </Suspense>
  );
}
