import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogId } from '#domain/market/market';
import type { LocalPosition } from '#domain/playback/local-positions';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import { offersServerSession, type ServerPlayerSession } from '#domain/playback/player-session';
import { epochMs } from '#domain/shared/time';

const CATALOG = 'catalog-en' as CatalogId;
const instant = fc.integer({ min: 0, max: 1_000_000 }).map(epochMs);
const localPosition = fc.record({
  audiobookId: fc.constantFrom('a-1', 'a-2').map((id) => id as AudiobookId),
  position: fc.nat().map(positionMs),
  updatedAt: instant,
}) as fc.Arbitrary<LocalPosition>;
const session = fc.record({
  audiobookId: fc.constant('a-1' as AudiobookId),
  catalogId: fc.constantFrom(CATALOG, 'catalog-pl' as CatalogId),
  savedAt: instant,
  deviceId: fc.constantFrom('this-device', 'phone', null),
}) as fc.Arbitrary<ServerPlayerSession>;

describe('offering the server’s player session (issue 20)', () => {
  it('offers it exactly when it is of this market, from another device, newer than all heard here', () => {
    fc.assert(
      fc.property(session, fc.array(localPosition, { maxLength: 5 }), (latest, positions) => {
        const offered = offersServerSession(latest, { catalogId: CATALOG, deviceId: 'this-device', positions });
        const newest = Math.max(-1, ...positions.map((entry) => entry.updatedAt));
        expect(offered).toBe(
          latest.catalogId === CATALOG && latest.deviceId !== 'this-device' && latest.savedAt > newest,
        );
      }),
    );
  });

  it('is not offered again once this browser heard anything after it', () => {
    fc.assert(
      fc.property(session, fc.integer({ min: 0, max: 1000 }), (latest, later) => {
        const heardAfter: LocalPosition = {
          audiobookId: latest.audiobookId,
          position: positionMs(0),
          updatedAt: epochMs(latest.savedAt + later),
        };
        const here = { catalogId: latest.catalogId, deviceId: 'this-device', positions: [heardAfter] };
        expect(offersServerSession(latest, here)).toBe(false);
      }),
    );
  });
});
