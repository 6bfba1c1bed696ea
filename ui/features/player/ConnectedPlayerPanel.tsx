import { useEffect, useRef } from 'react';
import type { TitleToPlay } from '#application/player/play-title.use-case';
import { isAuthSettled } from '#domain/auth/auth-state';
import { TOKENS } from '#infrastructure/composition/tokens';
import { usePlayTitle } from '#ui/components/player/use-play-title';
import { ConnectedSleepTimer } from '#ui/components/player/ConnectedSleepTimer';
import { PlayerControls } from '#ui/components/player/PlayerControls';
import { PlayerNotice } from '#ui/components/player/PlayerNotice';
import { SkipLengthSettings } from '#ui/components/player/SkipLengthSettings';
import { usePlayerIntents } from '#ui/components/player/use-player-intents';
import { useSessionView } from '#ui/components/session/use-session-view';
import { useService } from '#ui/di/container-context';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { ChapterNavigation } from './ChapterNavigation';
import ConnectedBookmarks from './ConnectedBookmarks';
import { ChapterProgress } from './ChapterProgress';
import styles from './PlayerPage.module.css';

export interface ConnectedPlayerPanelProps {
  readonly title: TitleToPlay;
  readonly signedInHint: boolean;
}

/**
 * The full player for the page's title: once who listens is known, the title is loaded (paused, in full for a listener
 * who may hear it, else its sample) unless the player holds it already; then the controls and the chapters.
 */
export default function ConnectedPlayerPanel({ title, signedInHint }: ConnectedPlayerPanelProps) {
  const store = useService(TOKENS.PlayerStore);
  const view = useStateObservable(store.state$);
  const launch = usePlayTitle();
  const intents = usePlayerIntents(store);
  const settled = isAuthSettled(useSessionView(signedInHint));
  const asked = useRef(false);
  const holdsTitle = view.title?.audiobookId === title.audiobookId;
  useEffect(() => {
    if (!settled || holdsTitle || asked.current) return;
    asked.current = true;
    launch({ title, autoPlay: false });
  }, [settled, holdsTitle, launch, title]);
  if (!holdsTitle) return <p className={styles.waiting} aria-busy="true" />;
  return (
    <div className={styles.panel}>
      <ChapterProgress view={view} />
      <PlayerControls
        view={view}
        intents={intents}
        sleepTimer={<ConnectedSleepTimer hasChapters={(view.title?.chapters.length ?? 0) > 1} />}
      />
      <PlayerNotice view={view} intents={intents} />
      <ChapterNavigation view={view} onSeek={intents.seek} />
      <SkipLengthSettings skip={view.skip} onChange={intents.setSkipIntervals} />
      <ConnectedBookmarks
        audiobookId={title.audiobookId}
        currentPosition={() => store.state.player.position}
        onJump={intents.seek}
      />
    </div>
  );
}
