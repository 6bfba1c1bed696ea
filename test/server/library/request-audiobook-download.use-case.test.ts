import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { RequestAudiobookDownload } from '#server/library/request-audiobook-download.use-case';
import {
  aTitle,
  FakeAudiobookDownloads,
  InMemoryLibraryTitles,
  LIBRARY_NOW as NOW,
  listenerDevices,
  LISTENER as listener,
} from '#test/support/server/in-memory-library';

const pl = MARKETS.pl;

const world = () => {
  const titles = new InMemoryLibraryTitles();
  const owned = aTitle(pl.catalogId);
  const clubTitle = aTitle(pl.catalogId, { inClub: true });
  titles.add(owned, clubTitle).grantLicense('u-1', owned.id);
  const devices = listenerDevices();
  const downloads = new FakeAudiobookDownloads();
  const useCase = new RequestAudiobookDownload({ titles, devices, downloads });
  return { owned, clubTitle, devices, downloads, useCase };
};

describe('RequestAudiobookDownload', () => {
  it('refuses an unknown audiobook as a field of the command', async () => {
    const { useCase } = world();
    expect(await useCase.execute({ listener, market: pl, audiobookId: 'unknown' })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'audiobook_id', code: 'NOT_FOUND' }] },
    });
  });

  it('gives no download without a one-off license: the club gives streaming only', async () => {
    const { clubTitle, useCase } = world();
    expect(await useCase.execute({ listener, market: pl, audiobookId: clubTitle.id })).toEqual({
      ok: false,
      error: { code: 'NOT_ENTITLED', wanted: 'download' },
    });
  });

  it('answers MEDIA_NOT_READY until the audiobook has media, then the audiobook', async () => {
    const { owned, downloads, useCase } = world();
    expect(await useCase.execute({ listener, market: pl, audiobookId: owned.id })).toEqual({
      ok: false,
      error: { code: 'MEDIA_NOT_READY' },
    });
    downloads.ready.add(owned.id);
    expect(await useCase.execute({ listener, market: pl, audiobookId: owned.id })).toEqual({
      ok: true,
      value: { audiobookId: owned.id },
    });
  });

  it('refuses a fourth device before looking for media', async () => {
    const { owned, devices, downloads, useCase } = world();
    for (const deviceId of ['d-2', 'd-3', 'd-4']) devices.signIn('u-1', deviceId, NOW);
    downloads.ready.add(owned.id);
    const fourth = { userId: 'u-1', deviceId: 'd-4' };
    expect(await useCase.execute({ listener: fourth, market: pl, audiobookId: owned.id })).toEqual({
      ok: false,
      error: { code: 'DEVICE_NOT_ALLOWED', limit: 3 },
    });
  });
});
