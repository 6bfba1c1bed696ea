import { useId } from 'react';
import { isSkipInterval, SKIP_INTERVAL_CHOICES_MS, type SkipIntervals } from '#domain/playback/skip-intervals';
import { useTranslation } from '#ui/i18n/use-translation';
import styles from './PlayerBar.module.css';

/** Issue 20: how far skip back and skip forward move, chosen from the allowed lengths and kept for next time. */
export function SkipLengthSettings({
  skip,
  onChange,
}: {
  readonly skip: SkipIntervals;
  readonly onChange: (skip: SkipIntervals) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const select = (side: keyof SkipIntervals, label: string) => (
    <label className={styles.skipSetting} htmlFor={`${id}-${side}`}>
      {label}
      <select
        id={`${id}-${side}`}
        value={skip[side]}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          if (isSkipInterval(chosen)) onChange({ ...skip, [side]: chosen });
        }}
      >
        {SKIP_INTERVAL_CHOICES_MS.map((ms) => (
          <option key={ms} value={ms}>
            {t('player.skip_settings.seconds', { seconds: String(ms / 1000) })}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className={styles.skipSettings}>
      <legend>{t('player.skip_settings.title')}</legend>
      {select('backMs', t('player.skip_settings.back'))}
      {select('forwardMs', t('player.skip_settings.forward'))}
    </fieldset>
  );
}
