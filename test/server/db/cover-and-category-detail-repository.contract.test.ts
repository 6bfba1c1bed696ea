import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyCategoryDetailRepository } from '#server/db/repositories/kysely-category-detail-repository';
import { KyselyCoverRepository } from '#server/db/repositories/kysely-cover-repository';
import { seedIds } from '#server/db/seed/seed-ids';
import { CATALOGUE_DATABASE_TARGETS, DE, openSeeded, PL, UNKNOWN_ID } from '#test/support/catalogue-databases';
import type { TestDatabase } from '#test/support/databases';

const pl = seedIds('pl');

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`cover and category detail repositories on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let covers: KyselyCoverRepository;
    let categories: KyselyCategoryDetailRepository;

    beforeAll(async () => {
      testDb = await openSeeded(target);
      covers = new KyselyCoverRepository({ db: testDb.database.db });
      categories = new KyselyCategoryDetailRepository({ db: testDb.database.db });
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('draws a cover from the title and its authors, else its host', async () => {
      expect(await covers.findCoverSource(pl.cover('potop'))).toEqual({ title: 'Potop', author: 'Henryk Sienkiewicz' });
      expect(await covers.findCoverSource(pl.cover('cycle/sherlock-holmes'))).toEqual({
        title: 'Sherlock Holmes',
        author: 'Arthur Conan Doyle',
      });
      const podcast = await covers.findCoverSource(pl.cover('podcast/bedtime'));
      expect(podcast?.title).toBe('Opowieści spod kołdry');
      expect(podcast?.author).not.toBe('');
      expect(await covers.findCoverSource(UNKNOWN_ID)).toBeNull();
    });

    it('finds a category by slug or by id, with its description', async () => {
      const crime = await categories.findBySlugOrId(PL, 'kryminal-i-sensacja');
      expect(crime).toMatchObject({ id: pl.category('crime'), name: 'Kryminał i sensacja', parentId: null });
      expect(crime?.description).toContain('Sherlocka Holmesa');
      expect(await categories.findBySlugOrId(PL, pl.category('crime'))).toEqual(crime);
      expect((await categories.findBySlugOrId(PL, 'thriller'))?.parentId).toBe(pl.category('crime'));
      expect((await categories.findBySlugOrId(PL, 'thriller'))?.description).toBeNull();
      expect(await categories.findBySlugOrId(DE, 'kryminal-i-sensacja')).toBeNull();
      expect(await categories.findBySlugOrId(DE, pl.category('crime'))).toBeNull();
    });
  });
}
