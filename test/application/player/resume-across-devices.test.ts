import { describe, expect, it } from 'vitest';
import type { LicenseChannels } from '#domain/licensing/license';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { positionMs } from '#domain/playback/playback-position';
import { epochMs } from '#domain/shared/time';
import { aUser } from '#test/support/mothers/user.mother';
import { A_TITLE, playerKit } from '#test/support/player-kit';

const BOOK = A_TITLE.audiobookId as AudiobookId;
const HOUR = 3_600_000;
const CAN_LISTEN: LicenseChannels = {
  oneoff: { state: 'CAN_LISTEN', price: null, lowestPrice: null, discountPrice: null, availableDiscount: null },
  shared: null,
};

/** A listener who owns the book, three hours into the virtual day. */
const listener = async () => {
  const kit = playerKit({ user: aUser() });
  await kit.time.advanceTo(3 * HOUR);
  kit.licenses.withLicenses(BOOK, CAN_LISTEN);
  return kit;
};

const loadCall = (kit: ReturnType<typeof playerKit>) => kit.engine.calls.find((call) => call.type === 'load');

describe('resume across devices (issue 20)', () => {
  it('offers both positions, paused at the newer, when the server and this browser differ by more than 30 s', async () => {
    const kit = await listener();
    kit.playback.withPosition(BOOK, 4_990_000, { savedAt: epochMs(2 * HOUR), deviceName: 'Phone' });
    kit.storage.positions = [{ audiobookId: BOOK, position: positionMs(600_000), updatedAt: epochMs(HOUR) }];
    await kit.play();
    expect(loadCall(kit)).toMatchObject({ startAtMs: 4_975_000, autoPlay: false });
    expect(kit.store.state.player.isPlaying).toBe(false);
    expect(kit.store.state.resumeOffer).toEqual({
      kind: 'choose',
      newer: 'server',
      server: { position: 4_990_000, updatedAt: 2 * HOUR, savedAgoMs: HOUR, deviceName: 'Phone' },
      local: { position: 600_000, updatedAt: HOUR, savedAgoMs: 2 * HOUR },
    });
  });

  it('continues from the position the listener chose, minus 15 s, and forgets the offer', async () => {
    const kit = await listener();
    kit.playback.withPosition(BOOK, 4_990_000, { savedAt: epochMs(2 * HOUR), deviceName: 'Phone' });
    kit.storage.positions = [{ audiobookId: BOOK, position: positionMs(600_000), updatedAt: epochMs(HOUR) }];
    await kit.play();
    kit.store.resumeFrom('local');
    expect(kit.engine.positionMs).toBe(585_000);
    expect(kit.engine.isPlaying).toBe(true);
    expect(kit.store.state.resumeOffer).toBeNull();
  });

  it('drops the offer once the listener plays or seeks instead of choosing', async () => {
    const kit = await listener();
    kit.playback.withPosition(BOOK, 4_990_000, { savedAt: epochMs(2 * HOUR) });
    kit.storage.positions = [{ audiobookId: BOOK, position: positionMs(600_000), updatedAt: epochMs(HOUR) }];
    await kit.play();
    kit.store.play();
    expect(kit.store.state.resumeOffer).toBeNull();
    expect(kit.engine.positionMs).toBe(4_975_000);
  });

  it('resumes silently from the newer position when the two are within 30 s', async () => {
    const kit = await listener();
    kit.playback.withPosition(BOOK, 610_000, { savedAt: epochMs(HOUR) });
    kit.storage.positions = [{ audiobookId: BOOK, position: positionMs(630_000), updatedAt: epochMs(2 * HOUR) }];
    await kit.play();
    expect(loadCall(kit)).toMatchObject({ startAtMs: 615_000, autoPlay: true });
    expect(kit.store.state.resumeOffer).toBeNull();
  });

  it("keeps this browser's position as it pauses and as the page goes, never a sample's", async () => {
    const kit = await listener();
    await kit.play();
    kit.store.seek(120_000);
    kit.store.pause();
    expect(kit.storage.positions).toEqual([{ audiobookId: BOOK, position: 120_000, updatedAt: 3 * HOUR }]);
    const visitor = playerKit();
    await visitor.play();
    visitor.store.seek(10_000);
    visitor.store.keepPosition();
    expect(visitor.storage.positions).toEqual([]);
  });

  it('a retry starts from where playback failed, with no offer', async () => {
    const kit = await listener();
    kit.playback.withPosition(BOOK, 4_990_000, { savedAt: epochMs(2 * HOUR) });
    kit.storage.positions = [{ audiobookId: BOOK, position: positionMs(600_000), updatedAt: epochMs(HOUR) }];
    await kit.play({ startAt: 700_000 });
    expect(loadCall(kit)).toMatchObject({ startAtMs: 700_000, autoPlay: true });
    expect(kit.store.state.resumeOffer).toBeNull();
  });
});

describe('skip lengths (issue 20)', () => {
  it('skips by the listener’s lengths and keeps them for next time', async () => {
    const kit = await listener();
    kit.playback.withPosition(BOOK, 315_000, { savedAt: epochMs(HOUR) });
    await kit.play();
    kit.store.skipBack();
    expect(kit.engine.positionMs).toBe(285_000);
    kit.store.setSkipIntervals({ backMs: 10_000, forwardMs: 60_000 });
    kit.store.skipForward();
    expect(kit.engine.positionMs).toBe(345_000);
    kit.store.skipBack();
    expect(kit.engine.positionMs).toBe(335_000);
    expect(kit.storage.skip).toEqual({ backMs: 10_000, forwardMs: 60_000 });
  });
  it('keeps, for a title loaded and closed unheard, the place it was loaded from: the next load is not rewound twice', async () => {
    const kit = await listener();
    kit.playback.withPosition(BOOK, 60_000, { savedAt: epochMs(2 * HOUR) });
    await kit.play({ autoPlay: false });
    expect(kit.store.state.player.position).toBe(45_000);
    kit.store.unload();
    expect(kit.storage.positions).toEqual([{ audiobookId: BOOK, position: 60_000, updatedAt: 3 * HOUR }]);
    expect(kit.playback.saved).toEqual([]);
    await kit.play();
    expect(kit.engine.calls.filter((call) => call.type === 'load').at(-1)).toMatchObject({ startAtMs: 45_000 });
  });
});
