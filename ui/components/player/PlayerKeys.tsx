import { lazy, Suspense, useMemo, useState } from 'react';
import { type PlayerStore, podcastOfEpisode } from '#application/player/player.store';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { SLEEP_TIMER_ATTRIBUTE } from './player-intents';
import { usePlayerShortcuts } from './use-player-shortcuts';

const ShortcutSheet = lazy(() => import('./ShortcutSheet').then((module) => ({ default: module.ShortcutSheet })));

// The S shortcut opens whichever sleep-timer menu is on screen (the bar's or the player page's) and enters it.
const openSleepTimer = (): void => {
  const menu = document.querySelector<HTMLDetailsElement>(`details[${SLEEP_TIMER_ATTRIBUTE}]`);
  if (!menu) return;
  menu.open = true;
  menu.querySelector<HTMLElement>('li button')?.focus();
};

/** The player's keyboard shortcuts while a title is loaded, and the sheet that lists them. */
export default function PlayerKeys({ store }: { readonly store: PlayerStore }) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const addBookmark = useService(TOKENS.AddBookmark);
  const auth = useService(TOKENS.AuthStore);
  const panels = useMemo(
    () => ({
      openShortcutSheet: () => setSheetOpen(true),
      openSleepTimer,
      // B: a bookmark at the position, without a note (one can be written on the player page); an audiobook's only.
      addBookmark: () => {
        const { title, player } = store.state;
        if (title === null || podcastOfEpisode(title) !== null) return;
        addBookmark
          .execute({
            audiobookId: title.audiobookId,
            position: player.position,
            user: auth.state.user,
            currentPath: `${window.location.pathname}${window.location.search}`,
          })
          .catch(() => undefined);
      },
    }),
    [store, addBookmark, auth],
  );
  usePlayerShortcuts(store, true, panels);
  return sheetOpen ? (
    <Suspense fallback={null}>
      <ShortcutSheet open onClose={() => setSheetOpen(false)} skip={store.state.skip} />
    </Suspense>
  ) : null;
}
