import { isMinuteToEnd } from './end-warning';
import type { AudiobookId } from './playback-ids';
import { clampPosition, positionMs, type PositionMs, resumePosition, startPosition } from './playback-position';

/** Where the player stands with the loaded audiobook. */
export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Spec §4: the player's state and the flags the interface shows. */
export interface PlayerState {
  readonly status: PlayerStatus;
  readonly audiobookId: AudiobookId | null;
  readonly position: PositionMs;
  /** The recording's length; 0 until it has loaded. */
  readonly duration: PositionMs;
  readonly isLoading: boolean;
  readonly isPlaying: boolean;
  readonly isEnded: boolean;
  readonly isMinuteToEnd: boolean;
  readonly isSample: boolean;
  readonly isLimitedListening: boolean;
  readonly failure: string | null;
}

/** Spec §4: what the listener asked for and what the media engine reported, in the past tense. */
export type PlayerEvent =
  | {
      readonly type: 'loadRequested';
      readonly audiobookId: AudiobookId;
      readonly savedPosition: PositionMs;
      /** Start at the position itself, not 15 s before it (the listener never left it: a retry after a failure). */
      readonly exact?: boolean;
      readonly autoPlay: boolean;
      readonly isSample: boolean;
      readonly isLimitedListening: boolean;
    }
  | { readonly type: 'loaded'; readonly audiobookId: AudiobookId; readonly duration: PositionMs }
  | { readonly type: 'played' }
  | { readonly type: 'paused' }
  /** The listener moved the slider (or skipped); the target is clamped before the engine hears of it. */
  | { readonly type: 'seeked'; readonly position: number }
  | { readonly type: 'timeUpdated'; readonly position: number }
  | { readonly type: 'ended' }
  | { readonly type: 'failed'; readonly reason: string }
  /** The listener asked to try a failed title again. */
  | { readonly type: 'retried' };

/** What the application asks the media engine to do. */
export type PlayerCommand =
  | {
      readonly type: 'load';
      readonly audiobookId: AudiobookId;
      readonly startAt: PositionMs;
      readonly autoPlay: boolean;
    }
  | { readonly type: 'seek'; readonly position: PositionMs };

/** The next player state and the engine commands to run. */
export interface PlayerTransition {
  readonly state: PlayerState;
  readonly commands: readonly PlayerCommand[];
}

const ZERO = positionMs(0);

/** Spec §4: nothing loaded. */
export const INITIAL_PLAYER_STATE: PlayerState = {
  status: 'idle',
  audiobookId: null,
  position: ZERO,
  duration: ZERO,
  isLoading: false,
  isPlaying: false,
  isEnded: false,
  isMinuteToEnd: false,
  isSample: false,
  isLimitedListening: false,
  failure: null,
};

const stay = (state: PlayerState): PlayerTransition => ({ state, commands: [] });

// isLoading and isMinuteToEnd are derived here so they can never disagree with status, position and duration.
const derive = (state: PlayerState): PlayerState => ({
  ...state,
  isLoading: state.status === 'loading',
  isMinuteToEnd: state.status === 'ready' && isMinuteToEnd(state.position, state.duration),
});

const atPosition = (state: PlayerState, target: number): PlayerState => {
  const position = clampPosition(target, state.duration);
  return derive({ ...state, position, isEnded: state.isEnded && position >= state.duration });
};

/**
 * Spec §4 player: a load starts at the saved position minus 15 s (never below 0, at most the duration once
 * known), optionally playing; seeks and time updates are clamped to [0, duration]; isMinuteToEnd holds with
 * 10-60 s left. Engine reports for an audiobook that is no longer loaded, or before it is ready, are ignored. A
 * failed title tried again loads where it failed and plays.
 */
export const playerReducer = (state: PlayerState, event: PlayerEvent): PlayerTransition => {
  switch (event.type) {
    case 'loadRequested': {
      const startAt = event.exact === true ? startPosition(event.savedPosition) : resumePosition(event.savedPosition);
      const next = derive({
        ...INITIAL_PLAYER_STATE,
        status: 'loading',
        audiobookId: event.audiobookId,
        position: startAt,
        isSample: event.isSample,
        isLimitedListening: event.isLimitedListening,
      });
      return {
        state: next,
        commands: [{ type: 'load', audiobookId: event.audiobookId, startAt, autoPlay: event.autoPlay }],
      };
    }
    case 'loaded': {
      if (state.status !== 'loading' || event.audiobookId !== state.audiobookId) return stay(state);
      const duration = positionMs(Number.isFinite(event.duration) && event.duration > 0 ? event.duration : 0);
      return stay(atPosition({ ...state, status: 'ready', duration }, state.position));
    }
    case 'failed':
      if (state.status === 'idle') return stay(state);
      return stay(derive({ ...state, status: 'failed', isPlaying: false, failure: event.reason }));
    case 'retried': {
      if (state.status !== 'failed' || state.audiobookId === null) return stay(state);
      // Where it failed, not 15 s before: the listener did not leave, the stream did.
      const next = derive({ ...state, status: 'loading', isPlaying: false, isEnded: false, failure: null });
      return {
        state: next,
        commands: [{ type: 'load', audiobookId: state.audiobookId, startAt: state.position, autoPlay: true }],
      };
    }
    default:
      return state.status === 'ready' ? whileReady(state, event) : stay(state);
  }
};

const whileReady = (
  state: PlayerState,
  event: Extract<PlayerEvent, { type: 'played' | 'paused' | 'seeked' | 'timeUpdated' | 'ended' }>,
): PlayerTransition => {
  switch (event.type) {
    case 'played':
      return stay({ ...state, isPlaying: true, isEnded: false });
    case 'paused':
      return stay({ ...state, isPlaying: false });
    case 'seeked': {
      const next = atPosition(state, event.position);
      return { state: next, commands: [{ type: 'seek', position: next.position }] };
    }
    case 'timeUpdated':
      return stay(atPosition(state, event.position));
    case 'ended':
      return stay(derive({ ...state, position: state.duration, isPlaying: false, isEnded: true }));
  }
};
