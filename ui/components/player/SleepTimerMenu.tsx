import { useRef } from 'react';
import type { SleepTimerView } from '#application/player/sleep-timer.store';
import { clockPosition } from '#domain/shared/iso-duration';
import { useTranslation } from '#ui/i18n/use-translation';
import { SLEEP_TIMER_ATTRIBUTE } from './player-intents';
import styles from './PlayerBar.module.css';

/** What the menu can ask of the sleep timer. */
export interface SleepTimerIntents {
  readonly setMinutes: (minutes: number) => void;
  readonly setChapters: (count: number) => void;
  readonly addMinutes: (minutes: number) => void;
  readonly cancel: () => void;
}

const MINUTES = [5, 10, 15, 30, 45, 60, 90] as const;

/**
 * The sleep timer's menu: 5 to 90 minutes, the end of this chapter or of the second or third from here, five more
 * minutes and off while it runs; the time left on its button, and its end announced politely.
 */
export function SleepTimerMenu({
  view,
  intents,
  hasChapters,
}: {
  readonly view: SleepTimerView;
  readonly intents: SleepTimerIntents;
  readonly hasChapters: boolean;
}) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  const running = view.timer.status === 'running';
  const choose = (act: () => void) => () => {
    act();
    if (menu.current) menu.current.open = false;
  };
  return (
    <details ref={menu} className={styles.sleepTimer} {...{ [SLEEP_TIMER_ATTRIBUTE]: '' }}>
      <summary className={styles.iconButton} aria-label={t('player.sleep_timer.title')}>
        <span aria-hidden="true">☾</span>
        {running && view.remainingMs !== null ? (
          <span>{t('player.sleep_timer.remaining', { time: clockPosition(view.remainingMs) })}</span>
        ) : null}
      </summary>
      <div className={styles.sleepMenu}>
        <p className={styles.sleepStatus}>
          {running && view.remainingMs !== null
            ? t('player.sleep_timer.remaining', { time: clockPosition(view.remainingMs) })
            : t('player.sleep_timer.off')}
        </p>
        <ul className={styles.sleepChoices}>
          {MINUTES.map((minutes) => (
            <li key={minutes}>
              <button type="button" onClick={choose(() => intents.setMinutes(minutes))}>
                {t('player.sleep_timer.minutes', { count: String(minutes) })}
              </button>
            </li>
          ))}
          {hasChapters
            ? [1, 2, 3].map((count) => (
                <li key={`chapters-${count}`}>
                  <button type="button" onClick={choose(() => intents.setChapters(count))}>
                    {count === 1
                      ? t('player.sleep_timer.end_of_chapter')
                      : t('player.sleep_timer.end_of_chapters', { count: String(count) })}
                  </button>
                </li>
              ))
            : null}
          {running && view.timer.status === 'running' && view.timer.target.kind === 'minutes' ? (
            <li>
              <button type="button" onClick={choose(() => intents.addMinutes(5))}>
                {t('player.sleep_timer.add_five')}
              </button>
            </li>
          ) : null}
          {running ? (
            <li>
              <button type="button" onClick={choose(intents.cancel)}>
                {t('player.sleep_timer.cancel')}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {view.endedCount > 0 ? t('player.sleep_timer.ended') : ''}
      </span>
    </details>
  );
}
