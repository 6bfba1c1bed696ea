import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionMs } from '#domain/playback/playback-position';
import { decideResume, type LocalSavedPosition, type ServerSavedPosition } from '#domain/playback/resume-choice';
import { epochMs } from '#domain/shared/time';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

const saved = fc.record({
  position: fc.oneof(
    fc.nat({ max: 36_000_000 }),
    // Often right around 30 s from 100 000 ms, so both sides of the threshold get exercised.
    fc.integer({ min: 69_998, max: 130_002 }),
    fc.constant(100_000),
  ),
  updatedAt: fc.integer({ min: NOW - 30 * 86_400_000, max: NOW + 60_000 }),
});
const serverSide: fc.Arbitrary<ServerSavedPosition | null> = fc.option(
  saved.map((s) => ({ position: positionMs(s.position), updatedAt: epochMs(s.updatedAt), deviceName: 'Web Player' })),
  { nil: null },
);
const localSide: fc.Arbitrary<LocalSavedPosition | null> = fc.option(
  saved.map((s) => ({ position: positionMs(s.position), updatedAt: epochMs(s.updatedAt) })),
  { nil: null },
);

describe('resume choice properties (issue 20)', () => {
  it('offers a choice exactly when both sides exist and differ by more than 30 s', () => {
    fc.assert(
      fc.property(serverSide, localSide, (server, local) => {
        const decision = decideResume(server, local, epochMs(NOW));
        const apart = server !== null && local !== null && Math.abs(server.position - local.position) > 30_000;
        expect(decision.kind).toBe(apart ? 'choose' : 'resume');
      }),
    );
  });

  it('otherwise resumes silently from the newer side (the server on a tie), or the only one, or 0', () => {
    fc.assert(
      fc.property(serverSide, localSide, (server, local) => {
        const decision = decideResume(server, local, epochMs(NOW));
        if (decision.kind === 'choose') return;
        const newer =
          server === null ? local : local === null ? server : local.updatedAt > server.updatedAt ? local : server;
        expect(decision.position).toBe(newer?.position ?? 0);
        expect(decision.source).toBe(newer === null ? 'none' : newer === server ? 'server' : 'local');
      }),
    );
  });

  it('offers both positions as saved, the newer named, and how long ago each was saved', () => {
    fc.assert(
      fc.property(serverSide, localSide, (server, local) => {
        const decision = decideResume(server, local, epochMs(NOW));
        if (decision.kind !== 'choose' || server === null || local === null) return;
        expect(decision.server).toMatchObject({ position: server.position, deviceName: server.deviceName });
        expect(decision.local.position).toBe(local.position);
        expect(decision.newer).toBe(local.updatedAt > server.updatedAt ? 'local' : 'server');
        expect(decision.server.savedAgoMs).toBe(Math.max(0, NOW - server.updatedAt));
        expect(decision.local.savedAgoMs).toBe(Math.max(0, NOW - local.updatedAt));
      }),
    );
  });
});
