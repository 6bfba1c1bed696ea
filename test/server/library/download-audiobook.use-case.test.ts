import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { DownloadAudiobook } from '#server/library/download-audiobook.use-case';
import {
  aTitle,
  FakeAudiobookDownloads,
  InMemoryAccountDevices,
  InMemoryLibraryTitles,
} from '#test/support/server/in-memory-library';

const pl = MARKETS.pl;
const listener = { userId: 'u-1', deviceId: 'd-1' };

const world = () => {
  const titles = new InMemoryLibraryTitles();
  const owned = aTitle(pl.catalogId);
  const free = aTitle(pl.catalogId, { isFree: true });
  titles.add(owned, free).grantLicense('u-1', owned.id);
  const devices = new InMemoryAccountDevices().signIn('u-1', 'd-1', new Date('2026-01-01T00:00:00Z'));
  const downloads = new FakeAudiobookDownloads();
  return { owned, free, downloads, useCase: new DownloadAudiobook({ titles, devices, downloads }) };
};

describe('DownloadAudiobook', () => {
  it('answers NOT_FOUND for an audiobook the market does not have', async () => {
    const { useCase } = world();
    expect(await useCase.execute({ listener, market: pl, audiobookId: 'unknown' })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', what: 'Audiobook' },
    });
  });

  it('locates the file for a license holder once media exist; a free title is streamed only', async () => {
    const { owned, free, downloads, useCase } = world();
    expect(await useCase.execute({ listener, market: pl, audiobookId: owned.id })).toEqual({
      ok: false,
      error: { code: 'MEDIA_NOT_READY' },
    });
    downloads.ready.add(owned.id);
    downloads.ready.add(free.id);
    expect(await useCase.execute({ listener, market: pl, audiobookId: owned.id })).toEqual({
      ok: true,
      value: { kind: 'address', url: `https://media.example.test/${owned.id}.zip` },
    });
    expect(await useCase.execute({ listener, market: pl, audiobookId: free.id })).toEqual({
      ok: false,
      error: { code: 'NOT_ENTITLED', wanted: 'download' },
    });
  });
});
