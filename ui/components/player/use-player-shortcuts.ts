import { useEffect } from 'react';
import type { PlayerStore } from '#application/player/player.store';
import { stepRate } from '#domain/playback/playback-rate';
import { shortcutIntent, type ShortcutIntent } from '#domain/playback/player-shortcuts';

/** What the shortcuts open besides the player's own controls. */
export interface ShortcutPanels {
  readonly addBookmark?: () => void;
  readonly openSleepTimer?: () => void;
  readonly openShortcutSheet: () => void;
}

const TYPING = 'input:not([type=range]):not([type=checkbox]):not([type=radio]):not([type=button]), textarea, select';

// A field takes every key; a button or a link takes Space and Enter itself, and a slider its arrows.
const ownsKey = (target: EventTarget | null, key: string): boolean => {
  if (!(target instanceof Element)) return false;
  if (target.closest(TYPING) !== null || (target as HTMLElement).isContentEditable) return true;
  if ((key === ' ' || key === 'Enter') && target.closest('button, a[href], summary, [role=button]') !== null)
    return true;
  return key.startsWith('Arrow') && target.closest('input[type=range], [role=slider]') !== null;
};

const run = (store: PlayerStore, panels: ShortcutPanels, intent: ShortcutIntent): void => {
  const { settings } = store.state;
  switch (intent.type) {
    case 'togglePlay':
      return store.togglePlay();
    case 'skipBack':
      return store.skipBack();
    case 'skipForward':
      return store.skipForward();
    case 'changeVolume':
      return store.setVolume(Math.min(1, Math.max(0, settings.volume + intent.delta)));
    case 'changeRate':
      return store.setRate(stepRate(settings.playbackRate, intent.direction));
    case 'previousChapter':
      return store.previousChapter();
    case 'nextChapter':
      return store.nextChapter();
    case 'toggleMute':
      return store.setMuted(!settings.isMuted);
    case 'addBookmark':
      return panels.addBookmark?.();
    case 'openSleepTimer':
      return panels.openSleepTimer?.();
    case 'openShortcutSheet':
      return panels.openShortcutSheet();
  }
};

/**
 * The player's keyboard shortcuts (the table in `player-shortcuts`) on the whole page while a title is loaded;
 * never while typing in a field, never with Ctrl, Cmd or Alt, and never a key a focused control handles itself.
 */
export const usePlayerShortcuts = (store: PlayerStore, active: boolean, panels: ShortcutPanels): void => {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Held arrows seek and change the volume on; anything else acts once per press.
      if (event.defaultPrevented || (event.repeat && !event.key.startsWith('Arrow'))) return;
      const intent = shortcutIntent({
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        targetIsEditable: ownsKey(event.target, event.key),
      });
      if (intent === null) return;
      event.preventDefault();
      run(store, panels, intent);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store, active, panels]);
};
