import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccountDevice, isStreamingDevice, STREAMING_DEVICE_LIMIT } from '#domain/licensing/streaming-devices';
import { epochMs } from '#domain/shared/time';

const T0 = 1_700_000_000_000;

const deviceArb: fc.Arbitrary<AccountDevice> = fc.record({
  deviceId: fc.uuid(),
  firstSeenAt: fc.integer({ min: 0, max: 1_000_000 }).map((s) => epochMs(T0 + s * 1000)),
  removed: fc.boolean(),
});

describe('isStreamingDevice', () => {
  it('allows exactly the earliest devices still in use, at most the limit', () => {
    fc.assert(
      fc.property(fc.uniqueArray(deviceArb, { selector: (d) => d.deviceId, maxLength: 8 }), (devices) => {
        const allowed = devices.filter((d) => isStreamingDevice(devices, d.deviceId));
        const live = devices.filter((d) => !d.removed);
        expect(allowed.length).toBe(Math.min(STREAMING_DEVICE_LIMIT, live.length));
        for (const d of allowed) {
          expect(d.removed).toBe(false);
          const earlier = live.filter(
            (o) => o.firstSeenAt < d.firstSeenAt || (o.firstSeenAt === d.firstSeenAt && o.deviceId < d.deviceId),
          );
          expect(earlier.length).toBeLessThan(STREAMING_DEVICE_LIMIT);
        }
        expect(isStreamingDevice(devices, 'never-seen')).toBe(false);
      }),
    );
  });

  it('streams on the first 3 devices; a fourth may stream once one of them is removed', () => {
    const device = (deviceId: string, minute: number, removed = false): AccountDevice => ({
      deviceId,
      firstSeenAt: epochMs(T0 + minute * 60_000),
      removed,
    });
    const four = [device('d1', 0), device('d2', 1), device('d3', 2), device('d4', 3)];
    expect(four.map((d) => isStreamingDevice(four, d.deviceId))).toEqual([true, true, true, false]);
    const freed = [device('d1', 0), device('d2', 1, true), device('d3', 2), device('d4', 3)];
    expect(freed.map((d) => isStreamingDevice(freed, d.deviceId))).toEqual([true, false, true, true]);
  });
});
