import { describe, expect, it } from 'vitest';
import type { AudiobookId, MediaId } from '#domain/playback/playback-ids';
import {
  INITIAL_PLAYBACK_REPORT_STATE,
  nextReportDue,
  playbackReportReducer,
  type PlaybackReportEvent,
  type PlaybackReportTransition,
  type ReportedTrack,
} from '#domain/playback/playback-report.reducer';
import { epochMs } from '#domain/shared/time';

const T0 = 1_700_000_000_000;
const track: ReportedTrack = { audiobookId: 'a-1' as AudiobookId, mediaId: 'm-1' as MediaId, isSample: false };
const other: ReportedTrack = { audiobookId: 'a-2' as AudiobookId, mediaId: 'm-2' as MediaId, isSample: false };
const play = (t: ReportedTrack = track, isAnonymous = false): PlaybackReportEvent => ({
  type: 'playStarted',
  track: t,
  isAnonymous,
});

/** Runs events given as [ms after T0, event] and collects every report as [start, stop] offsets from T0. */
const reportsOf = (...steps: [number, PlaybackReportEvent][]): [number, number][] => {
  let transition: PlaybackReportTransition = { state: INITIAL_PLAYBACK_REPORT_STATE, commands: [] };
  const reports: [number, number][] = [];
  for (const [at, event] of steps) {
    transition = playbackReportReducer(transition.state, event, epochMs(T0 + at));
    for (const { span } of transition.commands) reports.push([span.startedAt - T0, span.stoppedAt - T0]);
  }
  return reports;
};

describe('playbackReportReducer (spec §4, §5, §9)', () => {
  it('reports a pause after 5 s or more', () => {
    expect(reportsOf([0, play()], [5_000, { type: 'paused' }])).toEqual([[0, 5_000]]);
  });

  it('ignores a span shorter than 5 s', () => {
    expect(reportsOf([0, play()], [4_999, { type: 'paused' }])).toEqual([]);
  });

  it('reports every 60 s while playing, then the rest on pause', () => {
    expect(
      reportsOf(
        [0, play()],
        [59_999, { type: 'ticked' }],
        [60_000, { type: 'ticked' }],
        [61_000, { type: 'ticked' }],
        [120_000, { type: 'ticked' }],
        [130_000, { type: 'ended' }],
      ),
    ).toEqual([
      [0, 60_000],
      [60_000, 120_000],
      [120_000, 130_000],
    ]);
  });

  it('reports up to a late tick, losing no time', () => {
    expect(reportsOf([0, play()], [95_000, { type: 'ticked' }])).toEqual([[0, 95_000]]);
  });

  it('splits at a seek, dropping a scrub under 5 s', () => {
    expect(
      reportsOf(
        [0, play()],
        [20_000, { type: 'seeked' }],
        [23_000, { type: 'seeked' }],
        [40_000, { type: 'unloaded' }],
      ),
    ).toEqual([
      [0, 20_000],
      [23_000, 40_000],
    ]);
  });

  it('closes the span of one audiobook when another starts', () => {
    expect(reportsOf([0, play()], [30_000, play(other)], [40_000, { type: 'paused' }])).toEqual([
      [0, 30_000],
      [30_000, 40_000],
    ]);
  });

  it('keeps one span when the same track reports playing again', () => {
    expect(reportsOf([0, play()], [30_000, play()], [40_000, { type: 'paused' }])).toEqual([[0, 40_000]]);
  });

  it('reports nothing for a sample', () => {
    const sample = { ...track, isSample: true };
    expect(reportsOf([0, play(sample)], [61_000, { type: 'ticked' }], [90_000, { type: 'paused' }])).toEqual([]);
  });

  it('reports nothing for an anonymous listener', () => {
    expect(reportsOf([0, play(track, true)], [61_000, { type: 'ticked' }], [90_000, { type: 'paused' }])).toEqual([]);
  });

  it('reports nothing while paused', () => {
    expect(reportsOf([0, { type: 'ticked' }], [70_000, { type: 'seeked' }], [80_000, { type: 'paused' }])).toEqual([]);
  });

  it('tells when the next report is due', () => {
    expect(nextReportDue(INITIAL_PLAYBACK_REPORT_STATE)).toBeNull();
    const { state } = playbackReportReducer(INITIAL_PLAYBACK_REPORT_STATE, play(), epochMs(T0));
    expect(nextReportDue(state)).toBe(T0 + 60_000);
  });
});
