import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { SavePlaybackTime } from '#server/library/save-playback-time.use-case';
import {
  aTitle,
  LIBRARY_NOW as NOW,
  LISTENER as listener,
  playbackPorts,
} from '#test/support/server/in-memory-library';

const pl = MARKETS.pl;
const secondsAgo = (s: number) => new Date(NOW.getTime() - s * 1000);

const world = () => {
  const free = aTitle(pl.catalogId, { isFree: true });
  const forSale = aTitle(pl.catalogId);
  const ports = playbackPorts(free, forSale);
  const { devices, playback } = ports;
  const useCase = new SavePlaybackTime(ports);
  const report = (startedAt: Date, stoppedAt: Date, audiobookId = free.id) =>
    useCase.execute({ listener, market: pl, audiobookId, mediaId: 'm-1', startedAt, stoppedAt });
  return { free, forSale, devices, playback, useCase, report };
};

describe('SavePlaybackTime', () => {
  it('ignores a span under 5 s and records one of 5 s in whole seconds', async () => {
    const { free, playback, report } = world();
    expect(await report(secondsAgo(100), secondsAgo(96))).toEqual({ ok: true, value: { recorded: false, seconds: 0 } });
    expect(playback.spans).toEqual([]);
    expect(await report(secondsAgo(100), secondsAgo(95))).toEqual({ ok: true, value: { recorded: true, seconds: 5 } });
    expect(playback.spans).toEqual([
      {
        userId: 'u-1',
        audiobookId: free.id,
        mediaId: 'm-1',
        startedAt: secondsAgo(100),
        stoppedAt: secondsAgo(95),
        seconds: 5,
      },
    ]);
  });

  it.each([
    ['BEFORE_START', secondsAgo(10), secondsAgo(11)],
    ['TOO_LONG', secondsAgo(43_201), NOW],
    ['IN_FUTURE', NOW, new Date(NOW.getTime() + 301_000)],
  ])('refuses a span %s on stopped_at', async (code, startedAt, stoppedAt) => {
    const { playback, report } = world();
    expect(await report(startedAt, stoppedAt)).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'stopped_at', code }] },
    });
    expect(playback.spans).toEqual([]);
  });

  it('refuses time for a title the listener may not hear, or from a device beyond the limit', async () => {
    const { forSale, free, devices, report, useCase } = world();
    expect(await report(secondsAgo(60), NOW, forSale.id)).toEqual({
      ok: false,
      error: { code: 'NOT_ENTITLED', wanted: 'listen' },
    });
    for (const deviceId of ['d-2', 'd-3', 'd-4']) devices.signIn('u-1', deviceId, NOW);
    const fromFourth = await useCase.execute({
      listener: { userId: 'u-1', deviceId: 'd-4' },
      market: pl,
      audiobookId: free.id,
      mediaId: 'm-1',
      startedAt: secondsAgo(60),
      stoppedAt: NOW,
    });
    expect(fromFourth).toEqual({ ok: false, error: { code: 'DEVICE_NOT_ALLOWED', limit: 3 } });
  });
});
