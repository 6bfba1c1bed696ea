import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyAudiobookRepository } from '#server/db/repositories/kysely-audiobook-repository';
import { seedIds } from '#server/db/seed/seed-ids';
import { CATALOGUE_DATABASE_TARGETS, openSeeded, PL, UNKNOWN_ID } from '#test/support/catalogue-databases';
import type { TestDatabase } from '#test/support/databases';

const pl = seedIds('pl');

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`KyselyAudiobookRepository on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let audiobooks: KyselyAudiobookRepository;

    beforeAll(async () => {
      testDb = await openSeeded(target);
      audiobooks = new KyselyAudiobookRepository({ db: testDb.database.db });
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('finds an audiobook with its main category, people, categories and chapters', async () => {
      const potop = await audiobooks.findById(PL, pl.audiobook('potop'));
      expect(potop).toMatchObject({
        name: 'Potop',
        mainCategoryId: pl.category('classics-local'),
        hasSample: true,
        isDrmProtected: true,
        mediaId: null,
        authors: [{ name: 'Henryk Sienkiewicz' }],
        publishers: [{ name: 'Audiora Klasyka' }],
      });
      expect(potop?.lectors).toHaveLength(1);
      expect(potop?.categories.map((c) => c.id)).toEqual([
        pl.category('classics-local'),
        pl.category('classics'),
        pl.category('history'),
      ]);
      const chapters = potop?.chapters ?? [];
      expect(chapters.length).toBeGreaterThanOrEqual(30);
      expect(chapters[0]).toMatchObject({ position: 1, title: 'Rozdział 1', startMs: 0 });
      const last = chapters[chapters.length - 1];
      expect((last?.startMs ?? 0) + (last?.durationMs ?? 0)).toBe(potop?.durationMs);
      expect(potop?.sampleDurationMs).toBeLessThanOrEqual(potop?.durationMs ?? 0);
    });

    it('finds no audiobook for a podcast, a cycle, another catalogue or an unknown id', async () => {
      expect(await audiobooks.findById(PL, pl.podcast('bedtime'))).toBeNull();
      expect(await audiobooks.findById(PL, pl.cycle('trylogia'))).toBeNull();
      expect(await audiobooks.findById(PL, seedIds('cz').audiobook('babicka'))).toBeNull();
      expect(await audiobooks.findById(PL, UNKNOWN_ID)).toBeNull();
    });

    it('lists every audiobook for the media pipeline and records packaged media', async () => {
      const all = await audiobooks.listMediaSources();
      expect(all.length).toBeGreaterThanOrEqual(8 * 40);
      const carol = all.find((a) => a.id === pl.audiobook('a-christmas-carol'));
      expect(carol).toMatchObject({ catalogId: PL, name: 'Opowieść wigilijna', isDrmProtected: true });
      expect(carol?.chapters.length).toBeGreaterThanOrEqual(3);

      expect(
        await audiobooks.setMedia(pl.audiobook('a-christmas-carol'), { mediaId: 'media-1', sampleMediaId: 'sample-1' }),
      ).toBe(true);
      expect(await audiobooks.findById(PL, pl.audiobook('a-christmas-carol'))).toMatchObject({
        mediaId: 'media-1',
        sampleMediaId: 'sample-1',
      });
      const pending = await audiobooks.listMediaSources({ withoutMediaOnly: true });
      expect(pending).toHaveLength(all.length - 1);
      expect(pending.some((a) => a.id === pl.audiobook('a-christmas-carol'))).toBe(false);
      expect(await audiobooks.setMedia(UNKNOWN_ID, { mediaId: 'x', sampleMediaId: null })).toBe(false);
    });
  });
}
