import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { SavePlaybackProgress } from '#server/library/save-playback-progress.use-case';
import {
  aTitle,
  LIBRARY_NOW as NOW,
  LISTENER as listener,
  playbackPorts,
} from '#test/support/server/in-memory-library';

const pl = MARKETS.pl;

const world = () => {
  const free = aTitle(pl.catalogId, { isFree: true, durationMs: 60_000 });
  const forSale = aTitle(pl.catalogId, { durationMs: 60_000 });
  const ports = playbackPorts(free, forSale);
  const { devices, playback } = ports;
  return { free, forSale, devices, playback, useCase: new SavePlaybackProgress(ports) };
};

describe('SavePlaybackProgress', () => {
  it('refuses a position beyond the audiobook’s end as OUT_OF_RANGE, and a title not heard as NOT_ENTITLED first', async () => {
    const { free, forSale, playback, useCase } = world();
    expect(await useCase.execute({ listener, market: pl, audiobookId: free.id, positionMs: 60_001 })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'position', code: 'OUT_OF_RANGE' }] },
    });
    expect(await useCase.execute({ listener, market: pl, audiobookId: forSale.id, positionMs: 60_001 })).toEqual({
      ok: false,
      error: { code: 'NOT_ENTITLED', wanted: 'listen' },
    });
    expect(playback.saves).toEqual([]);
  });

  it('refuses a save from a device beyond the streaming devices', async () => {
    const { free, devices, useCase } = world();
    for (const deviceId of ['d-2', 'd-3', 'd-4']) devices.signIn('u-1', deviceId, NOW);
    const result = await useCase.execute({
      listener: { userId: 'u-1', deviceId: 'd-4' },
      market: pl,
      audiobookId: free.id,
      positionMs: 0,
    });
    expect(result).toEqual({ ok: false, error: { code: 'DEVICE_NOT_ALLOWED', limit: 3 } });
  });

  it("orders a save by the listener's time, never later than the server's", async () => {
    const { free, playback, useCase } = world();
    const save = (positionMs: number, savedAt?: Date) =>
      useCase.execute({ listener, market: pl, audiobookId: free.id, positionMs, savedAt });
    expect(await save(30_000, new Date('2026-11-22T09:59:00.000Z'))).toMatchObject({
      ok: true,
      value: { positionMs: 30_000 },
    });
    // A late retry of an earlier save does not move the position back.
    expect(await save(10_000, new Date('2026-11-22T09:58:00.000Z'))).toMatchObject({
      ok: true,
      value: { positionMs: 30_000 },
    });
    await save(40_000, new Date('2027-01-01T00:00:00.000Z'));
    expect(playback.saves.map((s) => s.orderKey)).toEqual([
      '2026-11-22T09:59:00.000Z',
      '2026-11-22T09:58:00.000Z',
      NOW.toISOString(),
    ]);
  });

  it("saves the position with the listener's device, which the player session names", async () => {
    const { free, playback, useCase } = world();
    await useCase.execute({ listener, market: pl, audiobookId: free.id, positionMs: 5_000 });
    expect(playback.saves).toEqual([
      {
        userId: listener.userId,
        audiobookId: free.id,
        deviceId: listener.deviceId,
        positionMs: 5_000,
        orderKey: NOW.toISOString(),
        now: NOW,
      },
    ]);
  });
});
