import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LocalPosition,
  type LocalPositions,
  localPositionOf,
  MAX_LOCAL_POSITIONS,
  NO_LOCAL_POSITIONS,
  normaliseLocalPositions,
  rememberPosition,
} from '#domain/playback/local-positions';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import { epochMs } from '#domain/shared/time';

const audiobookId = fc.integer({ min: 1, max: 260 }).map((n) => `a-${n}` as AudiobookId);
const anyNumber = fc.oneof(fc.double(), fc.integer({ min: 0, max: 10_000_000 }));
const saved = fc.record({
  audiobookId,
  position: anyNumber.map(positionMs),
  updatedAt: fc.oneof(fc.integer({ min: 0 }), fc.constantFrom(Number.NaN, Infinity)).map(epochMs),
});
const usable = (entry: LocalPosition) =>
  Number.isFinite(entry.position) && entry.position >= 0 && Number.isFinite(entry.updatedAt);

const replay = (saves: readonly LocalPosition[]): LocalPositions =>
  saves.reduce<LocalPositions>(rememberPosition, NO_LOCAL_POSITIONS);

describe('local positions (issue 20, resume across devices)', () => {
  it("answers each title's last usable save, keeping at most 200 titles and one entry per title", () => {
    fc.assert(
      fc.property(fc.array(saved, { maxLength: 400 }), (saves) => {
        const positions = replay(saves);
        expect(positions.length).toBeLessThanOrEqual(MAX_LOCAL_POSITIONS);
        expect(new Set(positions.map((entry) => entry.audiobookId)).size).toBe(positions.length);
        const last = [...saves].reverse().find(usable);
        if (last)
          expect(localPositionOf(positions, last.audiobookId)).toEqual({
            position: Math.max(0, last.position),
            updatedAt: last.updatedAt,
          });
        for (const entry of positions) expect(usable(entry)).toBe(true);
      }),
    );
  });

  it('forgets the title heard longest ago first', () => {
    const saves = Array.from({ length: MAX_LOCAL_POSITIONS + 1 }, (_, i) => ({
      audiobookId: `a-${i}` as AudiobookId,
      position: positionMs(i),
      updatedAt: epochMs(i),
    }));
    const positions = replay(saves);
    expect(localPositionOf(positions, 'a-0' as AudiobookId)).toBeNull();
    expect(localPositionOf(positions, `a-${MAX_LOCAL_POSITIONS}` as AudiobookId)).not.toBeNull();
  });

  it('reads back what it stored, and reads anything else as safe positions or none', () => {
    fc.assert(
      fc.property(fc.array(saved, { maxLength: 50 }), fc.anything(), (saves, junk) => {
        const positions = replay(saves);
        expect(normaliseLocalPositions(JSON.parse(JSON.stringify(positions)))).toEqual(positions);
        const read = normaliseLocalPositions(junk);
        for (const entry of read) expect(usable(entry)).toBe(true);
        expect(normaliseLocalPositions(read)).toEqual(read);
      }),
    );
  });
});
