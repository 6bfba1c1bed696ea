import { addMilliseconds, type EpochMs, epochMs } from '../shared/time';
import type { AudiobookId, MediaId } from './playback-ids';
import { isReportable, PLAYBACK_REPORT_INTERVAL_MS, type PlaybackSpan } from './playback-report';

/** What is playing, as far as reporting is concerned. */
export interface ReportedTrack {
  readonly audiobookId: AudiobookId;
  readonly mediaId: MediaId;
  readonly isSample: boolean;
}

/** Spec §4 and §5: the span being played now, if it will ever be reported. */
export interface PlaybackReportState {
  readonly playing: { readonly track: ReportedTrack; readonly since: EpochMs } | null;
}

/** What the player did, in the past tense; `now` comes with each event. */
export type PlaybackReportEvent =
  | { readonly type: 'playStarted'; readonly track: ReportedTrack; readonly isAnonymous: boolean }
  | { readonly type: 'paused' }
  | { readonly type: 'seeked' }
  | { readonly type: 'ticked' }
  | { readonly type: 'ended' }
  | { readonly type: 'unloaded' };

/** Send one span of played time (the application retries it per REPORT_RETRY_POLICY). */
export interface ReportCommand {
  readonly type: 'report';
  readonly span: PlaybackSpan;
}

/** The next reporting state and the reports to send. */
export interface PlaybackReportTransition {
  readonly state: PlaybackReportState;
  readonly commands: readonly ReportCommand[];
}

/** Spec §4: nothing playing. */
export const INITIAL_PLAYBACK_REPORT_STATE: PlaybackReportState = { playing: null };

const close = (state: PlaybackReportState, now: EpochMs): readonly ReportCommand[] => {
  if (state.playing === null) return [];
  const { track, since } = state.playing;
  // Time never runs backwards inside a span, even if a caller's clock does.
  const span = {
    audiobookId: track.audiobookId,
    mediaId: track.mediaId,
    startedAt: since,
    stoppedAt: epochMs(Math.max(now, since)),
  };
  return isReportable(span) ? [{ type: 'report', span }] : [];
};

const sameTrack = (a: ReportedTrack, b: ReportedTrack): boolean =>
  a.audiobookId === b.audiobookId && a.mediaId === b.mediaId;

/**
 * Spec §4, §5 and §9 playback-time reporting. A span opens when an eligible track starts playing and closes
 * when it pauses, ends, seeks (a new one opens at once, so bursts of scrubbing under 5 s are not counted as
 * listening), is unloaded or another track starts; a tick at least
 * 60 s into a span reports it and opens the next. Closed spans shorter than 5 s are dropped. Samples and
 * anonymous listeners never open a span, so nothing is ever reported for them. Spans are contiguous and
 * half-open, so they never overlap.
 */
export const playbackReportReducer = (
  state: PlaybackReportState,
  event: PlaybackReportEvent,
  now: EpochMs,
): PlaybackReportTransition => {
  switch (event.type) {
    case 'playStarted': {
      if (state.playing !== null && sameTrack(state.playing.track, event.track)) return { state, commands: [] };
      const eligible = !event.track.isSample && !event.isAnonymous;
      const since = epochMs(Math.max(now, state.playing?.since ?? now));
      return {
        state: { playing: eligible ? { track: event.track, since } : null },
        commands: close(state, now),
      };
    }
    case 'seeked':
      if (state.playing === null) return { state, commands: [] };
      return {
        state: { playing: { ...state.playing, since: epochMs(Math.max(now, state.playing.since)) } },
        commands: close(state, now),
      };
    case 'ticked': {
      const due = nextReportDue(state);
      if (state.playing === null || due === null || now < due) return { state, commands: [] };
      return { state: { playing: { ...state.playing, since: now } }, commands: close(state, now) };
    }
    case 'paused':
    case 'ended':
    case 'unloaded':
      return { state: INITIAL_PLAYBACK_REPORT_STATE, commands: close(state, now) };
  }
};

/** Spec §9: when the open span is due to be reported (60 s after it opened), so the application knows when to tick. */
export const nextReportDue = (state: PlaybackReportState): EpochMs | null =>
  state.playing === null ? null : addMilliseconds(state.playing.since, PLAYBACK_REPORT_INTERVAL_MS);
