import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyLegalPageRepository } from '#server/catalogue/kysely-legal-page-repository';
import {
  CATALOGUE_DATABASE_TARGETS,
  DE,
  EN,
  openSeeded,
  PL,
  UNKNOWN_ID,
} from '#test/support/server/catalogue-databases';
import type { TestDatabase } from '#test/support/server/databases';

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`legal page repository on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let legal: KyselyLegalPageRepository;

    beforeAll(async () => {
      testDb = await openSeeded(target);
      legal = new KyselyLegalPageRepository({ db: testDb.database.db });
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('serves the legal pages; only the Polish copyright notice carries the text-and-data-mining reservation in Polish', async () => {
      const notice = await legal.find(PL, 'copyright-notice');
      expect(notice).toMatchObject({ kind: 'copyright-notice', title: 'Nota prawna' });
      expect(notice?.body).toContain('eksploracji tekstów i danych');
      expect((await legal.find(DE, 'privacy-policy'))?.title).toBe('Datenschutzerklärung');
      expect((await legal.find(EN, 'review-terms'))?.title).toBe('Review Guidelines');
      expect(await legal.find(UNKNOWN_ID, 'review-terms')).toBeNull();
    });
  });
}
