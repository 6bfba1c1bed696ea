import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselySeriesRepository } from '#server/db/repositories/kysely-series-repository';
import { seedIds } from '#server/db/seed/seed-ids';
import { CATALOGUE_DATABASE_TARGETS, DE, openSeeded, PL, UNKNOWN_ID } from '#test/support/catalogue-databases';
import type { TestDatabase } from '#test/support/databases';

const pl = seedIds('pl');

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`KyselySeriesRepository on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let series: KyselySeriesRepository;

    beforeAll(async () => {
      testDb = await openSeeded(target);
      series = new KyselySeriesRepository({ db: testDb.database.db });
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('lists a cycle’s volumes in reading order', async () => {
      expect((await series.listVolumes(PL, pl.cycle('trylogia'))).map((v) => v.name)).toEqual([
        'Ogniem i mieczem',
        'Potop',
        'Pan Wołodyjowski',
      ]);
      expect((await series.listVolumes(PL, pl.cycle('sherlock-holmes'))).map((v) => v.slug)).toEqual([
        'studium-w-szkarlacie',
        'znak-czterech',
        'pies-baskervilleow',
      ]);
    });

    it('finds the cycles a title belongs to', async () => {
      expect((await series.listCyclesOf(PL, pl.audiobook('potop'))).map((c) => c.name)).toEqual(['Trylogia']);
      expect(await series.listCyclesOf(PL, pl.audiobook('lalka'))).toEqual([]);
    });

    it('lists a podcast’s episodes from first to latest, a week apart', async () => {
      const episodes = await series.listEpisodes(PL, pl.podcast('literary-history'));
      expect(episodes.map((e) => e.position)).toEqual([1, 2, 3, 4, 5]);
      expect(episodes[0]?.title).toBe('Dlaczego Wokulski wciąż nas irytuje');
      const days = episodes.map((e) => Date.parse(e.publishedAt) / 86_400_000);
      for (let i = 1; i < days.length; i += 1) expect((days[i] ?? 0) - (days[i - 1] ?? 0)).toBe(7);
      for (const e of episodes) expect(e.durationMs).toBeGreaterThan(10 * 60_000);
    });

    it('finds nothing in another catalogue or for an unknown id', async () => {
      expect(await series.listVolumes(DE, pl.cycle('trylogia'))).toEqual([]);
      expect(await series.listEpisodes(DE, pl.podcast('literary-history'))).toEqual([]);
      expect(await series.listVolumes(PL, UNKNOWN_ID)).toEqual([]);
      expect(await series.listEpisodes(PL, pl.cycle('trylogia'))).toEqual([]);
    });
  });
}
