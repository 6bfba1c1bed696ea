import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mustStopPlayback } from '#domain/playback/stop-playback';
import { epochMs } from '#domain/shared/time';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const at = fc.option(
  fc.integer({ min: 0, max: 1_000 }).map((s) => epochMs(NOW + s * 1000)),
  { nil: null },
);

describe('mustStopPlayback', () => {
  it('stops when the limit is used up or another device started later', () => {
    fc.assert(
      fc.property(fc.boolean(), at, at, (limitUsedUp, thisDevice, others) => {
        const stop = mustStopPlayback({ limitUsedUp, thisDeviceStartedAt: thisDevice, otherDevicesStartedAt: others });
        const overtaken = others !== null && (thisDevice === null || others > thisDevice);
        expect(stop).toBe(limitUsedUp || overtaken);
      }),
    );
  });

  it('lets the device that started last play on while the limit lasts', () => {
    expect(
      mustStopPlayback({
        limitUsedUp: false,
        thisDeviceStartedAt: epochMs(NOW + 1000),
        otherDevicesStartedAt: epochMs(NOW),
      }),
    ).toBe(false);
  });
});
