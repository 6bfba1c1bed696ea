import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { CheckPlayback } from '#server/library/check-playback.use-case';
import {
  aTitle,
  FixedPlaybackLimits,
  InMemoryLibraryTitles,
  InMemoryPlaybackRepository,
} from '#test/support/server/in-memory-library';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const pl = MARKETS.pl;

const world = () => {
  const titles = new InMemoryLibraryTitles();
  const title = aTitle(pl.catalogId, { name: 'Lalka' });
  titles.add(title);
  const playback = new InMemoryPlaybackRepository();
  const playbackLimits = new FixedPlaybackLimits();
  const useCase = new CheckPlayback({ titles, playback, playbackLimits, now: () => NOW });
  const check = (deviceId: string) =>
    useCase.execute({ listener: { userId: 'u-1', deviceId }, market: pl, audiobookId: title.id });
  const start = (deviceId: string, at: string) =>
    playback.start({ userId: 'u-1', audiobookId: title.id, deviceId, viaClub: false, now: new Date(at) });
  return { title, playbackLimits, useCase, check, start };
};

describe('CheckPlayback', () => {
  it('answers NOT_FOUND for an audiobook the market does not have', async () => {
    const { useCase } = world();
    const result = await useCase.execute({
      listener: { userId: 'u-1', deviceId: 'd-1' },
      market: pl,
      audiobookId: 'x',
    });
    expect(result).toEqual({ ok: false, error: { code: 'NOT_FOUND', what: 'Audiobook' } });
  });

  it('lets the device that started last play, and stops the one another device overtook', async () => {
    const { check, start } = world();
    await start('d-1', '2026-11-22T09:00:00.000Z');
    expect(await check('d-1')).toEqual({ ok: true, value: { stopPlayback: false, audiobookName: 'Lalka' } });
    await start('d-2', '2026-11-22T09:30:00.000Z');
    expect(await check('d-1')).toMatchObject({ ok: true, value: { stopPlayback: true } });
    expect(await check('d-2')).toMatchObject({ ok: true, value: { stopPlayback: false } });
  });

  it('stops every device once the month’s 30 hours are used up', async () => {
    const { check, start, playbackLimits } = world();
    await start('d-1', '2026-11-22T09:00:00.000Z');
    playbackLimits.usedSeconds = 30 * 3600;
    expect(await check('d-1')).toMatchObject({ ok: true, value: { stopPlayback: true } });
  });
});
