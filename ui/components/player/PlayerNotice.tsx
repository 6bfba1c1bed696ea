import type { PlaybackFailureKind } from '#application/player/failure-kind';
import type { PlayerView } from '#application/player/player.store';
import { useTranslation } from '#ui/i18n/use-translation';
import type { PlayerIntents } from './player-intents';
import { ResumeOfferChoice } from './ResumeOfferChoice';
import styles from './PlayerBar.module.css';

const FAILURE_MESSAGES = {
  network: 'player.failed_network',
  licence: 'player.failed_licence',
  recording: 'player.failed_recording',
  unavailable: 'player.failed',
} as const satisfies Record<PlaybackFailureKind, string>;

/**
 * What the listener should know about what plays: two positions to choose from, a sample, limited listening, the last
 * minute, or a failure to retry.
 */
export function PlayerNotice({ view, intents }: { readonly view: PlayerView; readonly intents: PlayerIntents }) {
  const { t } = useTranslation();
  const { player, resumeOffer } = view;
  if (resumeOffer !== null) return <ResumeOfferChoice offer={resumeOffer} onChoose={intents.resumeFrom} />;
  if (player.status === 'failed')
    return (
      <p className={styles.notice} role="alert">
        {t(FAILURE_MESSAGES[view.failureKind ?? 'unavailable'])}{' '}
        <button type="button" className={styles.retry} onClick={intents.retry}>
          {t('player.retry')}
        </button>
      </p>
    );
  return (
    <p className={styles.notice} aria-live="polite">
      {player.isLimitedListening ? (
        t('player.limited')
      ) : player.isSample ? (
        <span className={styles.badge}>{t('player.sample')}</span>
      ) : null}
      {player.isMinuteToEnd ? ` ${t('player.minute_to_end')}` : null}
    </p>
  );
}
