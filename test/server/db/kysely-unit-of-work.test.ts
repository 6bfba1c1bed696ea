import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { err, ok } from '#domain/shared/result';
import { KyselyUnitOfWork } from '#server/db/kysely-unit-of-work';
import type { DatabaseSchema } from '#server/db/schema';
import { DATABASE_TARGETS, type TestDatabase } from '#test/support/server/databases';

/** A repository of one write, enough to see whether it was kept. */
const codesOver = (db: Kysely<DatabaseSchema>) => ({
  add: (code: string) =>
    db
      .insertInto('promo_codes')
      .values({
        id: crypto.randomUUID(),
        catalog_id: 'unit-of-work',
        code,
        percent_off: 10,
        amount_off: null,
        expires_at: null,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute(),
});

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`KyselyUnitOfWork on ${target.kind}`, () => {
    let test: TestDatabase;
    let unitOfWork: KyselyUnitOfWork<{ readonly codes: ReturnType<typeof codesOver> }>;

    beforeAll(async () => {
      test = await target.open();
      unitOfWork = new KyselyUnitOfWork(test.database.db, (db) => ({ codes: codesOver(db) }));
    }, 60_000);
    afterAll(() => test.dispose());

    const stored = async () =>
      (
        await test.database.db
          .selectFrom('promo_codes')
          .select('code')
          .where('catalog_id', '=', 'unit-of-work')
          .orderBy('code')
          .execute()
      ).map((row) => row.code);

    it('keeps every write of a work that succeeds, and answers its value', async () => {
      const result = await unitOfWork.run(async ({ codes }) => {
        await codes.add('KEPT1');
        await codes.add('KEPT2');
        return ok('done');
      });
      expect(result).toEqual({ ok: true, value: 'done' });
      expect(await stored()).toEqual(['KEPT1', 'KEPT2']);
    });

    it('keeps no write of a work that answers an expected failure, and answers the failure', async () => {
      const result = await unitOfWork.run(async ({ codes }) => {
        await codes.add('UNDONE1');
        return err({ code: 'CART_EMPTY' });
      });
      expect(result).toEqual({ ok: false, error: { code: 'CART_EMPTY' } });
      expect(await stored()).not.toContain('UNDONE1');
    });

    it('keeps no write of a work that throws, and throws on', async () => {
      await expect(
        unitOfWork.run(async ({ codes }) => {
          await codes.add('UNDONE2');
          throw new Error('fault');
        }),
      ).rejects.toThrow('fault');
      expect(await stored()).not.toContain('UNDONE2');
    });
  });
}
