import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAYBACK_REPORT_INTERVAL_MS, type PlaybackSpan, playbackTimePayload } from '#domain/playback/playback-report';
import {
  INITIAL_PLAYBACK_REPORT_STATE,
  nextReportDue,
  playbackReportReducer,
  type PlaybackReportEvent,
  type PlaybackReportState,
  type ReportedTrack,
} from '#domain/playback/playback-report.reducer';
import { playbackReportEventArbitrary, reportGapArbitrary } from '#test/support/arbitraries/playback.arbitrary';
import { type Timed, timedSequence } from '#test/support/arbitraries/shell.arbitrary';

interface Interval {
  readonly from: number;
  readonly to: number;
}

const run = (steps: readonly Timed<PlaybackReportEvent>[]) => {
  let state: PlaybackReportState = INITIAL_PLAYBACK_REPORT_STATE;
  const reports: PlaybackSpan[] = [];
  for (const { event, now } of steps) {
    const next = playbackReportReducer(state, event, now);
    reports.push(...next.commands.map((command) => command.span));
    state = next.state;
  }
  return { state, reports };
};

const isEligible = (event: Extract<PlaybackReportEvent, { type: 'playStarted' }>) =>
  !event.track.isSample && !event.isAnonymous;

const sameTrack = (a: ReportedTrack, b: ReportedTrack) => a.audiobookId === b.audiobookId && a.mediaId === b.mediaId;

/**
 * A model written from the spec, not from the reducer: the wall time an eligible track actually played
 * (from playStarted to pause, end, unload or another track), and the pieces it is cut into: at each seek, and
 * at each tick 60 s or more into the current piece. Time after the last event is not played yet.
 */
const model = (steps: readonly Timed<PlaybackReportEvent>[]) => {
  const played: Interval[] = [];
  const pieces: Interval[] = [];
  let current: { track: ReportedTrack; since: number; pieceSince: number } | null = null;
  const stop = (at: number) => {
    if (current === null) return;
    played.push({ from: current.since, to: at });
    pieces.push({ from: current.pieceSince, to: at });
    current = null;
  };
  for (const { event, now } of steps) {
    if (event.type === 'playStarted') {
      if (current !== null && sameTrack(current.track, event.track)) continue;
      stop(now);
      if (isEligible(event)) current = { track: event.track, since: now, pieceSince: now };
    } else if (
      event.type === 'seeked' ||
      (event.type === 'ticked' && current !== null && now - current.pieceSince >= 60_000)
    ) {
      if (current === null) continue;
      pieces.push({ from: current.pieceSince, to: now });
      current.pieceSince = now;
    } else if (event.type !== 'ticked') {
      stop(now);
    }
  }
  // The track still playing after the last event has played until then; its open piece is not reported yet.
  const last = steps.at(-1)?.now ?? 0;
  const open: Interval[] = [];
  if (current !== null) {
    const { since, pieceSince } = current;
    played.push({ from: since, to: last });
    open.push({ from: pieceSince, to: last });
  }
  return { played, pieces, open };
};

const length = (interval: Interval) => interval.to - interval.from;
const total = (intervals: readonly Interval[]) => intervals.reduce((sum, i) => sum + length(i), 0);
const spanInterval = (span: PlaybackSpan): Interval => ({ from: span.startedAt, to: span.stoppedAt });

const sequence = timedSequence(playbackReportEventArbitrary(), reportGapArbitrary, { maxLength: 60 });

describe('playback time reporting properties (spec §4, §5, §9)', () => {
  it('never reports overlapping spans, in milliseconds or in the seconds sent', () => {
    fc.assert(
      fc.property(sequence, (steps) => {
        const { reports } = run(steps);
        reports.slice(1).forEach((span, i) => {
          const previous = reports[i];
          if (previous === undefined) return;
          expect(span.startedAt).toBeGreaterThanOrEqual(previous.stoppedAt);
          expect(playbackTimePayload(span).started_at).toBeGreaterThanOrEqual(playbackTimePayload(previous).stopped_at);
        });
      }),
    );
  });

  it('reports only time actually played: every span lies inside one played interval', () => {
    fc.assert(
      fc.property(sequence, (steps) => {
        const { reports } = run(steps);
        const { played } = model(steps);
        for (const span of reports) {
          expect(played.some((p) => p.from <= span.startedAt && span.stoppedAt <= p.to)).toBe(true);
        }
        expect(total(reports.map(spanInterval))).toBeLessThanOrEqual(total(played));
      }),
    );
  });

  it('reports exactly the played time minus the pieces shorter than 5 s (and the piece still open)', () => {
    fc.assert(
      fc.property(sequence, (steps) => {
        const { reports } = run(steps);
        const { played, pieces, open } = model(steps);
        const ignored = pieces.filter((piece) => length(piece) < 5_000);
        expect(total(reports.map(spanInterval))).toBe(total(played) - total(ignored) - total(open));
        expect(reports.map(spanInterval)).toEqual(pieces.filter((piece) => length(piece) >= 5_000));
      }),
    );
  });

  it('sends at least 5 whole seconds per report, and never more seconds than were played, rounded up', () => {
    fc.assert(
      fc.property(sequence, (steps) => {
        const { reports } = run(steps);
        for (const span of reports) {
          const { started_at, stopped_at } = playbackTimePayload(span);
          expect(stopped_at - started_at).toBeGreaterThanOrEqual(5);
          expect(stopped_at - started_at).toBeLessThanOrEqual(Math.ceil((span.stoppedAt - span.startedAt) / 1_000));
        }
      }),
    );
  });

  it('reports nothing for samples or anonymous listeners', () => {
    const ineligible = fc.oneof(
      timedSequence(playbackReportEventArbitrary({ isSample: fc.constant(true) }), reportGapArbitrary),
      timedSequence(playbackReportEventArbitrary({ isAnonymous: fc.constant(true) }), reportGapArbitrary),
    );
    fc.assert(
      fc.property(ineligible, (steps) => {
        expect(run(steps).reports).toEqual([]);
        expect(run(steps).state).toEqual(INITIAL_PLAYBACK_REPORT_STATE);
      }),
    );
  });

  it('reports a full 60 s span when ticked at the due time, and nothing when ticked earlier', () => {
    fc.assert(
      fc.property(sequence, fc.nat({ max: 59_999 }), (steps, early) => {
        const { state } = run(steps);
        const due = nextReportDue(state);
        if (state.playing === null || due === null) return;
        const since = state.playing.since;
        const before = playbackReportReducer(state, { type: 'ticked' }, (since + early) as typeof due);
        expect(before).toEqual({ state, commands: [] });
        const onTime = playbackReportReducer(state, { type: 'ticked' }, due);
        expect(onTime.commands.map((c) => c.span.stoppedAt - c.span.startedAt)).toEqual([PLAYBACK_REPORT_INTERVAL_MS]);
        expect(nextReportDue(onTime.state)).toBe(due + PLAYBACK_REPORT_INTERVAL_MS);
      }),
    );
  });
});
