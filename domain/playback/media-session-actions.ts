import { clampPosition, type PositionMs } from './playback-position';
import { snapRate } from './playback-rate';

/** Issue 20: the Media Session actions the player registers with the browser. */
export const MEDIA_SESSION_ACTIONS = [
  'play',
  'pause',
  'seekbackward',
  'seekforward',
  'seekto',
  'previoustrack',
  'nexttrack',
  'stop',
] as const;

/** One of the Media Session actions the player handles (named as the Media Session API names them). */
export type PlayerMediaSessionAction = (typeof MEDIA_SESSION_ACTIONS)[number];

/** Issue 20: what a Media Session action asks of the player (the shapes the keyboard shortcuts use where they meet). */
export type MediaSessionIntent =
  | { readonly type: 'play' }
  | { readonly type: 'pause' }
  | { readonly type: 'stop' }
  /** Skip by the listener's skip back or forward interval. */
  | { readonly type: 'skipBack' }
  | { readonly type: 'skipForward' }
  /** Seek to a position in milliseconds, clamped by the player like any seek. */
  | { readonly type: 'seekTo'; readonly position: number }
  | { readonly type: 'previousChapter' }
  | { readonly type: 'nextChapter' };

/** The part of the browser's MediaSessionActionDetails the player reads: seekto's target in seconds. */
export interface MediaSessionActionDetails {
  readonly seekTime?: number | null;
}

/**
 * Issue 20 Media Session: play, pause and stop as they say; seek back and forward by the listener's skip intervals;
 * previous and next track as previous and next chapter. seekto needs its target and is read by `mediaSessionIntent`.
 */
export const MEDIA_SESSION_INTENTS: Readonly<Record<Exclude<PlayerMediaSessionAction, 'seekto'>, MediaSessionIntent>> =
  {
    play: { type: 'play' },
    pause: { type: 'pause' },
    stop: { type: 'stop' },
    seekbackward: { type: 'skipBack' },
    seekforward: { type: 'skipForward' },
    previoustrack: { type: 'previousChapter' },
    nexttrack: { type: 'nextChapter' },
  };

/** Issue 20: the intent of a Media Session action; seekto goes to its seekTime (seconds), or nowhere without a finite one. */
export const mediaSessionIntent = (
  action: PlayerMediaSessionAction,
  details: MediaSessionActionDetails = {},
): MediaSessionIntent | null => {
  if (action !== 'seekto') return MEDIA_SESSION_INTENTS[action];
  const { seekTime } = details;
  return typeof seekTime === 'number' && Number.isFinite(seekTime)
    ? { type: 'seekTo', position: seekTime * 1000 }
    : null;
};

/** What `navigator.mediaSession.setPositionState` takes, in seconds. */
export interface MediaPositionState {
  readonly duration: number;
  readonly position: number;
  readonly playbackRate: number;
}

/**
 * Issue 20 Media Session position state, valid as the API demands: a positive finite duration, a position within
 * [0, duration] and a non-zero speed (snapped to the player's range); nothing while no recording is loaded.
 */
export const positionStateOf = (
  position: PositionMs,
  duration: PositionMs,
  rate: number,
): MediaPositionState | undefined => {
  if (!(Number.isFinite(duration) && duration > 0)) return undefined;
  return {
    duration: duration / 1000,
    position: clampPosition(position, duration) / 1000,
    playbackRate: snapRate(rate),
  };
};
