import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressOrderKey, progressWins } from '#domain/playback/progress-order';
import { type EpochMs, epochMs } from '#domain/shared/time';

const NOW = epochMs(Date.parse('2026-11-22T10:00:00.000Z'));
const instant = fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }).map((d) => epochMs(NOW + d));

describe('position saves (SavePlaybackProgress)', () => {
  it("are ordered by the listener's time of the save, never after the server's clock", () => {
    expect(progressOrderKey(epochMs(NOW - 1), NOW)).toBe(NOW - 1);
    expect(progressOrderKey(epochMs(NOW + 60_000), NOW)).toBe(NOW);
    expect(progressOrderKey(undefined, NOW)).toBe(NOW);
    fc.assert(
      fc.property(fc.option(instant, { nil: undefined }), (savedAt) => {
        expect(progressOrderKey(savedAt, NOW)).toBeLessThanOrEqual(NOW);
      }),
    );
  });

  it('keep the save made last on the client, whatever order they arrive in', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(instant, fc.nat(10_000_000)), { minLength: 1, maxLength: 20 }), (saves) => {
        let stored: { key: EpochMs; position: number } | null = null;
        for (const [savedAt, position] of saves) {
          const key = progressOrderKey(savedAt, NOW);
          if (progressWins(stored?.key ?? null, key)) stored = { key, position };
        }
        const keys = saves.map(([savedAt]) => progressOrderKey(savedAt, NOW));
        const latest = keys.reduce((a, b) => (b > a ? b : a));
        expect(stored?.key).toBe(latest);
        // Among saves with the latest key the last to arrive wins.
        const lastIndex = keys.lastIndexOf(latest);
        expect(stored?.position).toBe(saves[lastIndex]?.[1]);
      }),
    );
  });
});
