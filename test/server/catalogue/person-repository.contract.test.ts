import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyPersonRepository } from '#server/catalogue/kysely-person-repository';
import { seedIds } from '#server/db/seed/seed-ids';
import { CATALOGUE_DATABASE_TARGETS, DE, openSeeded, PL, UNKNOWN_ID } from '#test/support/server/catalogue-databases';
import type { TestDatabase } from '#test/support/server/databases';

const pl = seedIds('pl');

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`KyselyPersonRepository on ${target.kind}`, () => {
    let testDb: TestDatabase;

    beforeAll(async () => {
      testDb = await openSeeded(target);
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('finds an author by id and by slug, written in the catalogue’s language', async () => {
      const authors = new KyselyPersonRepository({ db: testDb.database.db, kind: 'authors' });
      const prus = await authors.findById(PL, pl.author('prus'));
      expect(prus).toMatchObject({ catalogId: PL, slug: 'boleslaw-prus', name: 'Bolesław Prus' });
      expect(prus?.description).toContain('Lalki');
      expect(await authors.findBySlug(PL, 'boleslaw-prus')).toEqual(prus);
      expect((await authors.findById(DE, seedIds('de').author('tolstoy')))?.name).toBe('Leo Tolstoi');
      expect((await authors.findById(PL, pl.author('tolstoy')))?.name).toBe('Lew Tołstoj');
    });

    it('finds lectors and publishers in their own tables', async () => {
      const lectors = new KyselyPersonRepository({ db: testDb.database.db, kind: 'lectors' });
      const publishers = new KyselyPersonRepository({ db: testDb.database.db, kind: 'publishers' });
      expect((await lectors.findBySlug(PL, 'marta-wierzbicka'))?.name).toBe('Marta Wierzbicka');
      expect((await publishers.findById(PL, pl.publisher('studio')))?.name).toBe('Studio Audiora');
      expect(await publishers.findById(PL, pl.author('prus'))).toBeNull();
    });

    it('never finds another catalogue’s person, nor an unknown one', async () => {
      const authors = new KyselyPersonRepository({ db: testDb.database.db, kind: 'authors' });
      expect(await authors.findById(DE, pl.author('prus'))).toBeNull();
      expect(await authors.findBySlug(DE, 'boleslaw-prus')).toBeNull();
      expect(await authors.findById(PL, UNKNOWN_ID)).toBeNull();
    });
  });
}
