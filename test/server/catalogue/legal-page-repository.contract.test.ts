import { describe, expect, it } from 'vitest';
import { KyselyLegalPageRepository } from '#server/catalogue/kysely-legal-page-repository';
import {
  CATALOGUE_DATABASE_TARGETS,
  DE,
  EN,
  PL,
  seededRepository,
  UNKNOWN_ID,
} from '#test/support/server/catalogue-databases';

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`legal page repository on ${target.kind}`, () => {
    const legal = seededRepository(target, (deps) => new KyselyLegalPageRepository(deps));

    it('serves the legal pages; only the Polish copyright notice carries the text-and-data-mining reservation in Polish', async () => {
      const notice = await legal().find(PL, 'copyright-notice');
      expect(notice).toMatchObject({ kind: 'copyright-notice', title: 'Nota prawna' });
      expect(notice?.body).toContain('eksploracji tekstów i danych');
      expect((await legal().find(DE, 'privacy-policy'))?.title).toBe('Datenschutzerklärung');
      expect((await legal().find(EN, 'review-terms'))?.title).toBe('Review Guidelines');
      expect(await legal().find(UNKNOWN_ID, 'review-terms')).toBeNull();
    });
  });
}
