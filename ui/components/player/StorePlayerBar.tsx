import type { PlayerStore, PlayerView } from '#application/player/player.store';
import { PlayerBar } from './PlayerBar';
import { usePlayerIntents } from './use-player-intents';

/** The player bar sending its intents to the player store. */
export default function StorePlayerBar({ view, store }: { readonly view: PlayerView; readonly store: PlayerStore }) {
  return <PlayerBar view={view} intents={usePlayerIntents(store)} />;
}
