import { describe, expect, it } from 'vitest';
import { DownloadTitle } from '#application/library/download-title.use-case';
import { InMemoryDownloadTarget, InMemoryTitleDownloads } from '#test/support/fakes/in-memory-title-downloads';

const ID = 'b3c1a2d4-0000-4000-8000-000000000001';
const FILE = Uint8Array.from({ length: 5000 }, (_, i) => i % 251);

const setUp = () => {
  const downloads = new InMemoryTitleDownloads().withFile(ID, 'Lalka.m4a', FILE);
  const target = new InMemoryDownloadTarget();
  return { downloads, target, download: new DownloadTitle({ downloads }) };
};

describe('DownloadTitle', () => {
  it('saves the whole file under its name, telling the progress up to the last byte', async () => {
    const { target, download } = setUp();
    const seen: number[] = [];
    const result = await download.execute({
      audiobookId: ID,
      target,
      onProgress: (p) => seen.push(p.receivedBytes),
    });
    expect(result).toEqual({ ok: true, value: { path: '/downloads/Lalka.m4a', totalBytes: 5000, resumedFrom: 0 } });
    expect(target.completed.get('Lalka.m4a')).toEqual(FILE);
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(5000);
  });

  it('keeps the bytes of a broken connection without putting a file in place, and carries on from them', async () => {
    const { downloads, target, download } = setUp();
    downloads.breakNextAfter(2000);
    const broken = await download.execute({ audiobookId: ID, target });
    expect(broken).toEqual({
      ok: false,
      error: { code: 'DOWNLOAD.INTERRUPTED', receivedBytes: 2000, totalBytes: 5000 },
    });
    expect(target.completed.size).toBe(0);
    expect(await target.keptBytes()).toBe(2000);

    const resumed = await download.execute({ audiobookId: ID, target });
    expect(resumed).toMatchObject({ ok: true, value: { totalBytes: 5000, resumedFrom: 2000 } });
    expect(downloads.opened.at(-1)).toEqual({ audiobookId: ID, fromByte: 2000 });
    expect(target.completed.get('Lalka.m4a')).toEqual(FILE);
  });

  it('starts afresh when the store sends the whole file again instead of the range', async () => {
    const { downloads, target, download } = setUp();
    downloads.breakNextAfter(1500);
    await download.execute({ audiobookId: ID, target });
    downloads.honoursRanges = false;
    const result = await download.execute({ audiobookId: ID, target });
    expect(result).toMatchObject({ ok: true, value: { resumedFrom: 0 } });
    expect(target.completed.get('Lalka.m4a')).toEqual(FILE);
  });

  it('drops the bytes kept when the store refuses for good, and keeps them when it could not be reached', async () => {
    const { downloads, target, download } = setUp();
    downloads.breakNextAfter(1000);
    await download.execute({ audiobookId: ID, target });
    downloads.refusal = { code: 'DOWNLOAD.UNAVAILABLE' };
    expect(await download.execute({ audiobookId: ID, target })).toEqual({
      ok: false,
      error: { code: 'DOWNLOAD.UNAVAILABLE' },
    });
    expect(await target.keptBytes()).toBe(1000);
    downloads.refusal = { code: 'DOWNLOAD.NOT_ENTITLED' };
    expect(await download.execute({ audiobookId: ID, target })).toEqual({
      ok: false,
      error: { code: 'DOWNLOAD.NOT_ENTITLED' },
    });
    expect(await target.keptBytes()).toBe(0);
    expect(target.completed.size).toBe(0);
  });
});
