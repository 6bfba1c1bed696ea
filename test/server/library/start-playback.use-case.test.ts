import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { epochMs } from '#domain/shared/time';
import { StartPlayback } from '#server/library/start-playback.use-case';
import {
  aTitle,
  LIBRARY_NOW as NOW,
  LISTENER as listener,
  playbackPorts,
} from '#test/support/server/in-memory-library';

const IN_A_MONTH = epochMs(NOW.getTime() + 30 * 86_400_000);
const pl = MARKETS.pl;

const world = () => {
  const ports = playbackPorts();
  const { titles, devices, clubPeriods, playback } = ports;
  return { titles, devices, clubPeriods, playback, useCase: new StartPlayback(ports) };
};

describe('StartPlayback', () => {
  it('refuses an id the market has no audiobook for as a field of the command, and writes nothing', async () => {
    const { titles, playback, useCase } = world();
    const podcast = aTitle(pl.catalogId, { type: 'podcast', isFree: true });
    const elsewhere = aTitle(MARKETS.cz.catalogId, { isFree: true });
    titles.add(podcast, elsewhere);
    for (const audiobookId of ['unknown', podcast.id, elsewhere.id])
      expect(await useCase.execute({ listener, market: pl, audiobookId })).toEqual({
        ok: false,
        error: { code: 'VALIDATION_FAILED', errors: [{ property: 'audiobook_id', code: 'NOT_FOUND' }] },
      });
    expect(playback.startsRecorded).toEqual([]);
  });

  it('refuses a title the listener may not hear: NOT_ENTITLED to listen', async () => {
    const { titles, playback, useCase } = world();
    const forSale = aTitle(pl.catalogId);
    titles.add(forSale);
    expect(await useCase.execute({ listener, market: pl, audiobookId: forSale.id })).toEqual({
      ok: false,
      error: { code: 'NOT_ENTITLED', wanted: 'listen' },
    });
    expect(playback.startsRecorded).toEqual([]);
  });

  it('refuses a licensed title on a fourth device: DEVICE_NOT_ALLOWED with the limit', async () => {
    const { titles, devices, useCase } = world();
    const owned = aTitle(pl.catalogId);
    titles.add(owned).grantLicense('u-1', owned.id);
    for (const deviceId of ['d-2', 'd-3', 'd-4']) devices.signIn('u-1', deviceId, NOW);
    const result = await useCase.execute({
      listener: { userId: 'u-1', deviceId: 'd-4' },
      market: pl,
      audiobookId: owned.id,
    });
    expect(result).toEqual({ ok: false, error: { code: 'DEVICE_NOT_ALLOWED', limit: 3 } });
  });

  it('starts a free title on a streaming device and answers the saved position', async () => {
    const { titles, playback, useCase } = world();
    const free = aTitle(pl.catalogId, { isFree: true });
    titles.add(free);
    const result = await useCase.execute({ listener, market: pl, audiobookId: free.id });
    expect(result).toEqual({
      ok: true,
      value: { audiobookId: free.id, positionMs: 0, updatedAt: null, deviceId: null, deviceName: null },
    });
    expect(playback.startsRecorded).toEqual([
      { userId: 'u-1', audiobookId: free.id, deviceId: 'd-1', viaClub: false, now: NOW },
    ]);
  });

  it('remembers a club title as given by the club, to a family member only where the market shares the club', async () => {
    const { titles, clubPeriods, playback, useCase } = world();
    const clubTitle = aTitle(pl.catalogId, { inClub: true });
    const lithuanian = aTitle(MARKETS.lt.catalogId, { inClub: true });
    titles.add(clubTitle, lithuanian);
    clubPeriods.set('u-1', { familyOwnerUntil: IN_A_MONTH });
    expect((await useCase.execute({ listener, market: pl, audiobookId: clubTitle.id })).ok).toBe(true);
    expect(playback.startsRecorded[0]?.viaClub).toBe(true);
    expect(await useCase.execute({ listener, market: MARKETS.lt, audiobookId: lithuanian.id })).toEqual({
      ok: false,
      error: { code: 'NOT_ENTITLED', wanted: 'listen' },
    });
  });
});
