import { describe, expect, it } from 'vitest';
import { epochMs } from '#domain/shared/time';
import { MARKETS } from '#domain/market/markets';
import { demoMediaRecordings } from '#server/media/demo-media-recordings';
import { GetStreamMedia } from '#server/media/get-stream-media.use-case';
import {
  aTitle,
  InMemoryAccountDevices,
  InMemoryClubPeriods,
  LIBRARY_NOW as NOW,
  LISTENER as listener,
  listenerDevices,
} from '#test/support/server/in-memory-library';
import { InMemoryMediaTitles, recordingOf } from '#test/support/server/in-memory-media';

const pl = MARKETS.pl;
const IN_A_MONTH = epochMs(NOW.getTime() + 30 * 86_400_000);
const locked = recordingOf(true);
const clear = recordingOf(false);
const chapters = locked.chapters.map(({ title, startMs }) => ({ title, startMs }));

const world = (devices: InMemoryAccountDevices = listenerDevices()) => {
  const mediaTitles = new InMemoryMediaTitles();
  const clubPeriods = new InMemoryClubPeriods();
  const useCase = new GetStreamMedia({
    titles: mediaTitles.titles,
    clubPeriods,
    devices,
    mediaTitles,
    recordings: demoMediaRecordings(),
    now: () => NOW,
  });
  const full = (audiobookId: string, who: typeof listener | null = listener) =>
    useCase.execute({ listener: who, market: pl, audiobookId, samples: false });
  const sample = (audiobookId: string) => useCase.execute({ listener: null, market: pl, audiobookId, samples: true });
  return { mediaTitles, clubPeriods, full, sample };
};

describe('GetStreamMedia', () => {
  it('answers the clear sample to anyone, with the chapters that start within it', async () => {
    const { mediaTitles, sample } = world();
    const title = aTitle(pl.catalogId);
    mediaTitles.add(title, { mediaId: locked.id, isDrmProtected: true, chapters });
    const answer = await sample(title.id);
    expect(answer).toEqual({
      ok: true,
      value: {
        audiobookId: title.id,
        mediaId: locked.id,
        keyId: null,
        stream: { dash: locked.sample?.dash, hls: locked.sample?.hls },
        sample: { dash: locked.sample?.dash, hls: locked.sample?.hls },
        chapters: chapters.filter((c) => c.startMs < (locked.sample?.durationMs ?? 0)),
      },
    });
  });

  it('answers NOT_FOUND for a title of another market, an unknown one, or one without a sample', async () => {
    const { mediaTitles, sample, full } = world();
    const elsewhere = aTitle(MARKETS.cz.catalogId, { isFree: true });
    const noSample = aTitle(pl.catalogId, { isFree: true });
    mediaTitles.add(elsewhere, { mediaId: locked.id }).add(noSample, { mediaId: clear.id, hasSample: false });
    for (const id of [elsewhere.id, 'unknown']) {
      expect(await sample(id)).toEqual({ ok: false, error: { code: 'NOT_FOUND', what: 'Audiobook' } });
      expect(await full(id)).toEqual({ ok: false, error: { code: 'NOT_FOUND', what: 'Audiobook' } });
    }
    expect(await sample(noSample.id)).toEqual({ ok: false, error: { code: 'NOT_FOUND', what: 'Sample' } });
  });

  it('answers the full media only to a signed-in listener: UNAUTHENTICATED otherwise, even for a free title', async () => {
    const { mediaTitles, full } = world();
    const free = aTitle(pl.catalogId, { isFree: true });
    mediaTitles.add(free, { mediaId: clear.id });
    expect(await full(free.id, null)).toEqual({ ok: false, error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a listener the licence rules do not let hear the title: NOT_ENTITLED', async () => {
    const { mediaTitles, full } = world();
    const forSale = aTitle(pl.catalogId);
    mediaTitles.add(forSale, { mediaId: locked.id, isDrmProtected: true });
    expect(await full(forSale.id)).toEqual({ ok: false, error: { code: 'NOT_ENTITLED', wanted: 'listen' } });
  });

  it('answers a licence holder the protected stream with its key id and the sample', async () => {
    const { mediaTitles, full } = world();
    const bought = aTitle(pl.catalogId);
    mediaTitles.add(bought, { mediaId: locked.id, isDrmProtected: true, chapters });
    mediaTitles.titles.grantLicense(listener.userId, bought.id);
    expect(await full(bought.id)).toEqual({
      ok: true,
      value: {
        audiobookId: bought.id,
        mediaId: locked.id,
        keyId: locked.keyId,
        stream: locked.stream,
        sample: { dash: locked.sample?.dash, hls: locked.sample?.hls },
        chapters,
      },
    });
  });

  it('answers a clear title without a key id', async () => {
    const { mediaTitles, full } = world();
    const free = aTitle(pl.catalogId, { isFree: true });
    mediaTitles.add(free, { mediaId: clear.id });
    const answer = await full(free.id);
    expect(answer.ok && answer.value.keyId).toBeNull();
    expect(answer.ok && answer.value.stream).toEqual(clear.stream);
  });

  it("lets a club member, and a family member through the owner's club, hear a club title", async () => {
    const { mediaTitles, clubPeriods, full } = world();
    const clubTitle = aTitle(pl.catalogId, { inClub: true });
    mediaTitles.add(clubTitle, { mediaId: locked.id, isDrmProtected: true });
    expect((await full(clubTitle.id)).ok).toBe(false);
    clubPeriods.set(listener.userId, { ownUntil: IN_A_MONTH });
    expect((await full(clubTitle.id)).ok).toBe(true);
    clubPeriods.set(listener.userId, { familyOwnerUntil: IN_A_MONTH });
    expect((await full(clubTitle.id)).ok).toBe(true);
  });

  it('refuses a device beyond the streaming devices: DEVICE_NOT_ALLOWED', async () => {
    const devices = new InMemoryAccountDevices();
    for (const [i, id] of ['a', 'b', 'c', listener.deviceId].entries())
      devices.signIn(listener.userId, id, new Date(Date.UTC(2026, 0, 1 + i)));
    const { mediaTitles, full } = world(devices);
    const free = aTitle(pl.catalogId, { isFree: true });
    mediaTitles.add(free, { mediaId: clear.id });
    expect(await full(free.id)).toEqual({ ok: false, error: { code: 'DEVICE_NOT_ALLOWED', limit: 3 } });
  });

  it('answers MEDIA_NOT_READY for an entitled listener when the title has no packaged recording', async () => {
    const { mediaTitles, full } = world();
    const none = aTitle(pl.catalogId, { isFree: true });
    const unknown = aTitle(pl.catalogId, { isFree: true });
    mediaTitles.add(none, { mediaId: null }).add(unknown, { mediaId: 'pl-no-such-recording' });
    for (const id of [none.id, unknown.id])
      expect(await full(id)).toEqual({ ok: false, error: { code: 'MEDIA_NOT_READY' } });
  });
});
