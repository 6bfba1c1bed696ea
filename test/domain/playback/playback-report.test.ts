import { describe, expect, it } from 'vitest';
import type { AudiobookId, MediaId } from '#domain/playback/playback-ids';
import {
  isReportable,
  MIN_REPORTED_SPAN_MS,
  PLAYBACK_REPORT_INTERVAL_MS,
  playbackTimePayload,
  REPORT_RETRY_POLICY,
  reportRetryStep,
} from '#domain/playback/playback-report';
import { epochMs } from '#domain/shared/time';

const span = (startedAt: number, stoppedAt: number) => ({
  audiobookId: 'a-1' as AudiobookId,
  mediaId: 'm-1' as MediaId,
  startedAt: epochMs(startedAt),
  stoppedAt: epochMs(stoppedAt),
});

describe('playback time reports (spec §5, §7, §9)', () => {
  it('uses the spec numbers: every 60 s, at least 5 s, 3 attempts 1 s apart', () => {
    expect(PLAYBACK_REPORT_INTERVAL_MS).toBe(60_000);
    expect(MIN_REPORTED_SPAN_MS).toBe(5_000);
    expect(REPORT_RETRY_POLICY).toEqual({ maxAttempts: 3, delayMs: 1_000 });
  });

  it.each([
    [0, 4_999, false],
    [0, 5_000, true],
    [1_000, 61_000, true],
  ])('a span from %s to %s is reportable: %s', (from, to, expected) => {
    expect(isReportable(span(from, to))).toBe(expected);
  });

  it('sends whole epoch seconds, flooring both ends', () => {
    expect(playbackTimePayload(span(1_700_000_000_999, 1_700_000_006_001))).toEqual({
      audiobook_id: 'a-1',
      media_id: 'm-1',
      started_at: 1_700_000_000,
      stopped_at: 1_700_000_006,
    });
  });

  it.each([
    [1, { type: 'retry', afterMs: 1_000 }],
    [2, { type: 'retry', afterMs: 1_000 }],
    [3, { type: 'giveUp' }],
    [4, { type: 'giveUp' }],
  ])('after %s failed attempts -> %j', (failed, expected) => {
    expect(reportRetryStep(failed)).toEqual(expected);
  });
});
