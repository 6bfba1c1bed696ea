import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_REPORTED_SPAN_MS } from '#domain/playback/playback-report';
import { CLIENT_CLOCK_TOLERANCE_MS, judgeReportedSpan, MAX_REPORTED_SPAN_MS } from '#domain/playback/reported-span';
import { epochMs } from '#domain/shared/time';

const NOW = epochMs(Date.parse('2026-11-22T10:00:00.000Z'));
const span = (startedAtMs: number, stoppedAtMs: number) => ({
  startedAt: epochMs(startedAtMs),
  stoppedAt: epochMs(stoppedAtMs),
});
const S = 1000;

describe('judgeReportedSpan (SavePlaybackTime)', () => {
  it('matches the numbers: under 5 s ignored, 5 s recorded, 12 h recorded, over 12 h refused', () => {
    expect(MAX_REPORTED_SPAN_MS).toBe(43_200_000);
    expect(judgeReportedSpan(span(NOW - 100 * S, NOW - 96 * S), NOW)).toEqual({ kind: 'ignore' });
    expect(judgeReportedSpan(span(NOW - 100 * S, NOW - 95 * S), NOW)).toEqual({ kind: 'record', length: 5_000 });
    expect(judgeReportedSpan(span(NOW - 43_200 * S, NOW), NOW)).toEqual({ kind: 'record', length: 43_200_000 });
    expect(judgeReportedSpan(span(NOW - 43_201 * S, NOW), NOW)).toEqual({ kind: 'reject', reason: 'TOO_LONG' });
    expect(judgeReportedSpan(span(NOW, NOW - S), NOW)).toEqual({ kind: 'reject', reason: 'BEFORE_START' });
  });

  it('allows a listener clock 5 minutes fast, not more', () => {
    expect(judgeReportedSpan(span(NOW, NOW + 300 * S), NOW)).toEqual({ kind: 'record', length: 300_000 });
    expect(judgeReportedSpan(span(NOW, NOW + 301 * S), NOW)).toEqual({ kind: 'reject', reason: 'IN_FUTURE' });
  });

  it('records exactly the spans of 5 s to 12 h that have ended, with their length', () => {
    const instant = fc.integer({ min: 0, max: 2 * NOW });
    fc.assert(
      fc.property(instant, instant, (start, stop) => {
        const decision = judgeReportedSpan(span(start, stop), NOW);
        const length = stop - start;
        const ended = stop <= NOW + CLIENT_CLOCK_TOLERANCE_MS;
        if (decision.kind === 'record') {
          expect(decision.length).toBe(length);
          expect(length).toBeGreaterThanOrEqual(MIN_REPORTED_SPAN_MS);
          expect(length).toBeLessThanOrEqual(MAX_REPORTED_SPAN_MS);
          expect(ended).toBe(true);
        } else if (decision.kind === 'ignore') {
          expect(length).toBeGreaterThanOrEqual(0);
          expect(length).toBeLessThan(MIN_REPORTED_SPAN_MS);
        } else {
          expect(length < 0 || length > MAX_REPORTED_SPAN_MS || !ended).toBe(true);
        }
      }),
    );
  });

  it('ignores exactly the spans the player would not report', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_REPORTED_SPAN_MS }), (length) => {
        const decision = judgeReportedSpan(span(NOW - length, NOW), NOW);
        expect(decision.kind === 'ignore').toBe(length < MIN_REPORTED_SPAN_MS);
      }),
    );
  });
});
