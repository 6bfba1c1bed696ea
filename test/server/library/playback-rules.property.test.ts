import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_CLOCK_TOLERANCE_MS,
  judgeSpan,
  MAX_REPORTED_SPAN_SECONDS,
  MIN_REPORTED_SPAN_SECONDS,
  mustStopPlayback,
  progressOrderKey,
  progressWins,
} from '#server/library/playback-rules';

const NOW_MS = Date.parse('2026-11-22T10:00:00.000Z');
const NOW_S = NOW_MS / 1000;

describe('judgeSpan', () => {
  it('matches the spec numbers: under 5 s ignored, 5 s recorded, over 12 h refused', () => {
    expect(judgeSpan(NOW_S - 100, NOW_S - 96, NOW_MS)).toEqual({ kind: 'ignore' });
    expect(judgeSpan(NOW_S - 100, NOW_S - 95, NOW_MS)).toEqual({ kind: 'record', seconds: 5 });
    expect(judgeSpan(NOW_S - 43_200, NOW_S, NOW_MS)).toEqual({ kind: 'record', seconds: 43_200 });
    expect(judgeSpan(NOW_S - 43_201, NOW_S, NOW_MS)).toMatchObject({ kind: 'reject', code: 'TOO_LONG' });
    expect(judgeSpan(NOW_S, NOW_S - 1, NOW_MS)).toMatchObject({ kind: 'reject', code: 'BEFORE_START' });
  });

  it('records exactly the spans of 5 s to 12 h that have ended, with their length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * NOW_S }), fc.integer({ min: 0, max: 2 * NOW_S }), (start, stop) => {
        const decision = judgeSpan(start, stop, NOW_MS);
        const length = stop - start;
        const ended = stop * 1000 <= NOW_MS + CLIENT_CLOCK_TOLERANCE_MS;
        if (decision.kind === 'record') {
          expect(decision.seconds).toBe(length);
          expect(length).toBeGreaterThanOrEqual(MIN_REPORTED_SPAN_SECONDS);
          expect(length).toBeLessThanOrEqual(MAX_REPORTED_SPAN_SECONDS);
          expect(ended).toBe(true);
        } else if (decision.kind === 'ignore') {
          expect(length).toBeGreaterThanOrEqual(0);
          expect(length).toBeLessThan(MIN_REPORTED_SPAN_SECONDS);
        } else {
          expect(length < 0 || length > MAX_REPORTED_SPAN_SECONDS || !ended).toBe(true);
        }
      }),
    );
  });
});

describe('position saves', () => {
  const instant = fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }).map((d) => new Date(NOW_MS + d));

  it("never order a save after the server's clock", () => {
    fc.assert(
      fc.property(fc.option(instant, { nil: undefined }), (savedAt) => {
        expect(progressOrderKey(savedAt, new Date(NOW_MS)) <= new Date(NOW_MS).toISOString()).toBe(true);
      }),
    );
  });

  it('keep the save made last on the client, whatever order they arrive in', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(instant, fc.nat(10_000_000)), { minLength: 1, maxLength: 20 }), (saves) => {
        let stored: { key: string; position: number } | null = null;
        for (const [savedAt, position] of saves) {
          const key = progressOrderKey(savedAt, new Date(NOW_MS));
          if (progressWins(stored?.key ?? null, key)) stored = { key, position };
        }
        const keys = saves.map(([savedAt]) => progressOrderKey(savedAt, new Date(NOW_MS)));
        const latest = keys.reduce((a, b) => (b > a ? b : a));
        expect(stored?.key).toBe(latest);
        // Among saves with the latest key the last to arrive wins.
        const lastIndex = keys.lastIndexOf(latest);
        expect(stored?.position).toBe(saves[lastIndex]?.[1]);
      }),
    );
  });
});

describe('mustStopPlayback', () => {
  const at = fc.option(
    fc.integer({ min: 0, max: 1_000 }).map((s) => new Date(NOW_MS + s * 1000).toISOString()),
    { nil: null },
  );

  it('stops when the limit is used up or another device started later', () => {
    fc.assert(
      fc.property(fc.boolean(), at, at, (limitExhausted, thisDevice, others) => {
        const stop = mustStopPlayback({
          limitExhausted,
          thisDeviceStartedAt: thisDevice,
          otherDevicesStartedAt: others,
        });
        const overtaken = others !== null && (thisDevice === null || others > thisDevice);
        expect(stop).toBe(limitExhausted || overtaken);
      }),
    );
  });

  it('lets the device that started last play on while the limit lasts', () => {
    expect(
      mustStopPlayback({
        limitExhausted: false,
        thisDeviceStartedAt: '2026-11-22T10:00:01.000Z',
        otherDevicesStartedAt: '2026-11-22T10:00:00.000Z',
      }),
    ).toBe(false);
  });
});
