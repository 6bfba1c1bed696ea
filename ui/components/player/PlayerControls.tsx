import type { ReactNode } from 'react';
import type { PlayerView } from '#application/player/player.store';
import { chapterProgress, chapterTicks } from '#domain/playback/chapters';
import { clockPosition } from '#domain/shared/iso-duration';
import { useTranslation } from '#ui/i18n/use-translation';
import { type PlayerIntents, RATE_STEPS } from './player-intents';
import { MutedIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, VolumeIcon } from './player-icons';
import styles from './PlayerBar.module.css';

// Through the CSSOM, which the CSP allows (a style attribute it would refuse).
const placeAt = (fraction: number) => (element: HTMLElement | null) => {
  element?.style.setProperty('inset-inline-start', `${fraction * 100}%`);
};

/** A round control named for what it does. */
function ControlButton({
  label,
  onClick,
  disabled,
  children,
}: {
  readonly label: string;
  readonly onClick: () => void;
  readonly disabled: boolean;
  readonly children: ReactNode;
}) {
  return (
    <button type="button" className={styles.iconButton} onClick={onClick} disabled={disabled} aria-label={label}>
      {children}
    </button>
  );
}

/** Play and pause, skips, the seek slider with elapsed and remaining time, speed, volume and mute. */
export function PlayerControls({
  view,
  intents,
  sleepTimer = null,
}: {
  readonly view: PlayerView;
  readonly intents: PlayerIntents;
  /** The sleep timer's menu, beside speed and volume. */
  readonly sleepTimer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { player, settings, skip } = view;
  const seconds = { back: skip.backMs / 1000, forward: skip.forwardMs / 1000 };
  const ready = player.status === 'ready';
  const elapsed = clockPosition(player.position);
  const total = clockPosition(player.duration);
  // Remaining wall-clock time at the current speed.
  const remaining = clockPosition(Math.max(0, player.duration - player.position) / settings.playbackRate);
  const chapters = view.title?.chapters ?? [];
  const ticks = chapterTicks(chapters, player.duration);
  const chapterIndex =
    chapters.length > 1 ? chapterProgress(chapters, player.position, player.duration)?.index : undefined;
  return (
    <div className={styles.controls}>
      {/* Changes only as a chapter begins, so a screen reader hears each new chapter once. */}
      <span className="visually-hidden" role="status">
        {chapterIndex === undefined
          ? null
          : t('player.chapter_now', {
              number: String(chapterIndex + 1),
              title: chapters[chapterIndex]?.title ?? '',
            })}
      </span>
      <div className={styles.buttons}>
        {chapters.length > 1 ? (
          <ControlButton label={t('player.previous_chapter')} onClick={intents.previousChapter} disabled={!ready}>
            <PreviousIcon />
          </ControlButton>
        ) : null}
        <ControlButton
          label={t('player.skip_back', { seconds: String(seconds.back) })}
          onClick={intents.skipBack}
          disabled={!ready}
        >
          −{seconds.back}
        </ControlButton>
        <button
          type="button"
          className={styles.playButton}
          onClick={intents.togglePlay}
          disabled={!ready}
          aria-busy={player.isLoading || undefined}
          aria-label={player.isLoading ? t('player.loading') : player.isPlaying ? t('player.pause') : t('player.play')}
          data-state={player.isLoading ? 'loading' : player.isPlaying ? 'playing' : 'paused'}
        >
          {player.isPlaying ? <PauseIcon /> : <PlayIcon />}
        </button>
        <ControlButton
          label={t('player.skip_forward', { seconds: String(seconds.forward) })}
          onClick={intents.skipForward}
          disabled={!ready}
        >
          +{seconds.forward}
        </ControlButton>
        {chapters.length > 1 ? (
          <ControlButton label={t('player.next_chapter')} onClick={intents.nextChapter} disabled={!ready}>
            <NextIcon />
          </ControlButton>
        ) : null}
      </div>
      <div className={styles.timeline}>
        <span className={styles.time}>{elapsed}</span>
        <span className={styles.track}>
          <input
            type="range"
            className={styles.slider}
            min={0}
            max={Math.max(1, Math.floor(player.duration / 1000))}
            step={1}
            value={Math.floor(player.position / 1000)}
            disabled={!ready}
            onChange={(event) => intents.seek(Number(event.currentTarget.value) * 1000)}
            aria-label={t('player.seek')}
            aria-valuetext={t('player.position_text', { elapsed, total })}
          />
          {ticks.map((tick) => (
            <span key={tick} className={styles.tick} ref={placeAt(tick)} aria-hidden="true" />
          ))}
        </span>
        <span className={styles.time}>
          <span className="visually-hidden">{t('player.remaining')} </span>−{remaining}
        </span>
      </div>
      <div className={styles.settings}>
        {sleepTimer}
        <label className={styles.speed}>
          <span className="visually-hidden">{t('player.speed')}</span>
          <select
            value={settings.playbackRate.toFixed(2)}
            onChange={(event) => intents.setRate(Number(event.currentTarget.value))}
          >
            {RATE_STEPS.map((rate) => (
              <option key={rate} value={rate.toFixed(2)}>
                {`${rate}×`}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => intents.setMuted(!settings.isMuted)}
          aria-pressed={settings.isMuted}
          aria-label={t('player.mute')}
        >
          {settings.isMuted ? <MutedIcon /> : <VolumeIcon />}
        </button>
        <input
          type="range"
          className={styles.volume}
          min={0}
          max={100}
          step={5}
          value={Math.round((settings.isMuted ? 0 : settings.volume) * 100)}
          onChange={(event) => intents.setVolume(Number(event.currentTarget.value) / 100)}
          aria-label={t('player.volume')}
          aria-valuetext={`${Math.round((settings.isMuted ? 0 : settings.volume) * 100)}%`}
        />
      </div>
    </div>
  );
}
