import type { PlayerStore, PlayerView } from '#application/player/player.store';
import { ConnectedSleepTimer } from './ConnectedSleepTimer';
import { PlayerBar } from './PlayerBar';
import { usePlayerIntents } from './use-player-intents';

/** The player bar sending its intents to the player store. */
export default function StorePlayerBar({ view, store }: { readonly view: PlayerView; readonly store: PlayerStore }) {
  return (
    <PlayerBar
      view={view}
      intents={usePlayerIntents(store)}
      sleepTimer={<ConnectedSleepTimer hasChapters={(view.title?.chapters.length ?? 0) > 1} />}
    />
  );
}
