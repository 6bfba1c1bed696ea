import { useId } from 'react';
import type { ResumeOffer } from '#application/player/player.store';
import { MARKETS } from '#domain/market/markets';
import type { ResumeSource } from '#domain/playback/resume-choice';
import { clockPosition } from '#domain/shared/iso-duration';
import { formatAgo } from '#ui/i18n/format-ago';
import { usePageLocale } from '#ui/i18n/locale-provider';
import { useTranslation } from '#ui/i18n/use-translation';
import styles from './PlayerBar.module.css';

/**
 * Issue 20 resume across devices: the two positions to continue from, the newer first, each saying where and how long
 * ago it was saved; choosing one plays from it.
 */
export function ResumeOfferChoice({
  offer,
  onChoose,
}: {
  readonly offer: ResumeOffer;
  readonly onChoose: (source: ResumeSource) => void;
}) {
  const { t } = useTranslation();
  const market = MARKETS[usePageLocale().locale];
  const questionId = useId();
  const label = (source: ResumeSource): string => {
    const position = clockPosition(offer[source].position);
    const ago = formatAgo(offer[source].savedAgoMs, market);
    if (source === 'local') return t('player.resume.local', { position, ago });
    const device = offer.server.deviceName;
    return device === ''
      ? t('player.resume.server_elsewhere', { position, ago })
      : t('player.resume.server', { position, ago, device });
  };
  const order: readonly ResumeSource[] = offer.newer === 'server' ? ['server', 'local'] : ['local', 'server'];
  return (
    <div className={styles.resumeOffer} role="group" aria-labelledby={questionId}>
      <p id={questionId} className={styles.resumeQuestion}>
        {t('player.resume.question')}
      </p>
      {order.map((source) => (
        <button key={source} type="button" className={styles.resumeChoice} onClick={() => onChoose(source)}>
          {label(source)}
        </button>
      ))}
    </div>
  );
}
