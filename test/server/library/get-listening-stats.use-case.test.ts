import { describe, expect, it } from 'vitest';
import type { WarsawDay } from '#server/accounts/warsaw-calendar';
import { GetListeningStats } from '#server/library/get-listening-stats.use-case';
import type { ListeningStats, ListeningStatsQueries } from '#server/library/listening-stats.port';

/** Fixed sums, with the days each query asked about. */
class FixedListeningStats implements ListeningStatsQueries {
  readonly asked: (readonly WarsawDay[])[] = [];

  async over(_userId: string, days: readonly WarsawDay[]): Promise<ListeningStats> {
    this.asked.push(days);
    return {
      titles: [
        { productId: 'p-1', title: 'Lalka', seconds: 120 },
        { productId: 'p-2', title: 'Quo vadis', seconds: 30 },
      ],
      days: [{ date: '2026-11-02', seconds: 150 }],
    };
  }
}

describe('GetListeningStats', () => {
  it('counts the current Warsaw month when no period is asked, in milliseconds', async () => {
    const stats = new FixedListeningStats();
    // 23:30 UTC on 31 October is already November in Warsaw.
    const useCase = new GetListeningStats({ listeningStats: stats, now: () => new Date('2026-10-31T23:30:00.000Z') });
    expect(await useCase.execute({ userId: 'u-1' })).toEqual({
      ok: true,
      value: {
        from: '2026-11-01',
        to: '2026-11-30',
        totalMs: 150_000,
        titles: [
          { productId: 'p-1', title: 'Lalka', ms: 120_000 },
          { productId: 'p-2', title: 'Quo vadis', ms: 30_000 },
        ],
        days: [{ date: '2026-11-02', ms: 150_000 }],
      },
    });
    expect(stats.asked[0]).toHaveLength(30);
  });

  it('asks for exactly the days of the period given', async () => {
    const stats = new FixedListeningStats();
    const useCase = new GetListeningStats({ listeningStats: stats, now: () => new Date('2026-11-22T10:00:00.000Z') });
    const result = await useCase.execute({ userId: 'u-1', period: { from: '2026-03-28', to: '2026-03-30' } });
    expect(result).toMatchObject({ ok: true, value: { from: '2026-03-28', to: '2026-03-30' } });
    expect(stats.asked[0]?.map((d) => d.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});
