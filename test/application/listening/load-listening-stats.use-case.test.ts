import { describe, expect, it } from 'vitest';
import { LoadListeningStats } from '#application/listening/load-listening-stats.use-case';
import { epochMs } from '#domain/shared/time';
import { InMemoryListeningHistory } from '#test/support/fakes/in-memory-listening-history';

// 01:00 on 27 November 2026 in Warsaw.
const NOW = epochMs(Date.parse('2026-11-27T00:00:00Z'));

const history = () =>
  new InMemoryListeningHistory()
    .heard({ productId: 'a', title: 'Lalka', date: '2026-11-03', ms: 900_000 })
    .heard({ productId: 'b', title: 'Potop', date: '2026-11-03', ms: 1_200_000 })
    .heard({ productId: 'a', title: 'Lalka', date: '2026-10-30', ms: 600_000 });

const loadWith = (listeningHistory: InMemoryListeningHistory) =>
  new LoadListeningStats({ listeningHistory, now: () => NOW });

describe('LoadListeningStats', () => {
  it('shows this month once, every day of it, and the titles most heard first', async () => {
    const listeningHistory = history();
    const result = await loadWith(listeningHistory).execute({ locale: 'pl', period: { choice: 'this-month' } });
    expect(listeningHistory.asked).toEqual([{ from: '2026-11-01', to: '2026-11-30' }]);
    if (!result.ok) throw new Error('expected stats');
    expect(result.value).toMatchObject({ thisMonthMs: 2_100_000, rangeMs: 2_100_000 });
    expect(result.value.days).toHaveLength(30);
    expect(result.value.days[2]).toEqual({ date: '2026-11-03', ms: 2_100_000 });
    expect(result.value.topTitles.map((t) => t.title)).toEqual(['Potop', 'Lalka']);
  });

  it('shows the last 30 days next to this month total', async () => {
    const listeningHistory = history();
    const result = await loadWith(listeningHistory).execute({ locale: 'pl', period: { choice: 'last-30-days' } });
    expect(listeningHistory.asked).toContainEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(result).toMatchObject({ ok: true, value: { thisMonthMs: 2_100_000, rangeMs: 2_700_000 } });
  });

  it('shows a custom period as asked', async () => {
    const range = { from: '2026-10-30', to: '2026-10-31' };
    const result = await loadWith(history()).execute({ locale: 'de', period: { choice: 'custom', range } });
    expect(result).toMatchObject({ ok: true, value: { choice: 'custom', range, rangeMs: 600_000 } });
  });

  it('answers a visitor that they must sign in, and a failing API that it is unavailable', async () => {
    const visitor = new InMemoryListeningHistory({ signedIn: false });
    expect(await loadWith(visitor).execute({ locale: 'pl', period: { choice: 'last-month' } })).toEqual({
      ok: false,
      error: { code: 'AUTH.NOT_SIGNED_IN' },
    });
    const failing = history().failWith({ code: 'LISTENING.UNAVAILABLE' });
    expect(await loadWith(failing).execute({ locale: 'pl', period: { choice: 'this-month' } })).toEqual({
      ok: false,
      error: { code: 'LISTENING.UNAVAILABLE' },
    });
  });
});
