import { describe, expect, it } from 'vitest';
import { LoadPlaybackLimit } from '#application/listening/load-playback-limit.use-case';
import { InMemoryListeningHistory } from '#test/support/fakes/in-memory-listening-history';

describe('LoadPlaybackLimit', () => {
  it('shows the hours used and left, within the limit', async () => {
    const listeningHistory = new InMemoryListeningHistory().heard({
      productId: 'a',
      title: 'Lalka',
      date: '2026-11-03',
      ms: 2 * 3_600_000,
    });
    expect(await new LoadPlaybackLimit({ listeningHistory }).execute({ locale: 'pl' })).toEqual({
      ok: true,
      value: {
        limitHours: 30,
        limit: 108_000_000,
        used: 7_200_000,
        left: 100_800_000,
        standing: 'within',
        periodEnd: '2026-12-01T00:00:00.000Z',
      },
    });
  });

  it('warns a listener near the limit', async () => {
    const listeningHistory = new InMemoryListeningHistory({ limitHours: 10 }).heard({
      productId: 'a',
      title: 'Lalka',
      date: '2026-11-03',
      ms: 9.5 * 3_600_000,
    });
    expect(await new LoadPlaybackLimit({ listeningHistory }).execute({ locale: 'pl' })).toMatchObject({
      ok: true,
      value: { standing: 'near', left: 1_800_000 },
    });
  });

  it('answers a visitor that they must sign in', async () => {
    const listeningHistory = new InMemoryListeningHistory({ signedIn: false });
    expect(await new LoadPlaybackLimit({ listeningHistory }).execute({ locale: 'pl' })).toEqual({
      ok: false,
      error: { code: 'AUTH.NOT_SIGNED_IN' },
    });
  });
});
