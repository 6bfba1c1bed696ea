import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { KyselyPromoCodeUses } from '#server/commerce/cart/kysely-promo-code-uses';
import type { OrderStatus } from '#server/db/tables/commerce.tables';
import { createSignedInUser } from '#test/support/server/accounts';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

const PL = MARKETS.pl.catalogId;
const DE = MARKETS.de.catalogId;

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`KyselyPromoCodeUses on ${target.kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, { target });
    }, 60_000);
    afterAll(() => t?.close());

    const order = (userId: string, catalogId: string, status: OrderStatus, promoCode: string | null) =>
      t.database.db
        .insertInto('orders')
        .values({
          id: randomUUID(),
          user_id: userId,
          catalog_id: catalogId,
          kind: 'products',
          status,
          currency: 'PLN',
          subtotal: 1000,
          discount: 100,
          total: 900,
          promo_code: promoCode,
          created_at: '2026-03-10T12:00:00.000Z',
          paid_at: status === 'paid' ? '2026-03-10T12:01:00.000Z' : null,
          failed_at: status === 'failed' ? '2026-03-10T12:01:00.000Z' : null,
          failure_reason: status === 'failed' ? 'declined' : null,
        })
        .execute();

    it('knows a code as used by an account only once it paid an order of the catalogue with it', async () => {
      const uses = new KyselyPromoCodeUses({ db: t.database.db });
      const [buyer, other] = [await createSignedInUser(t), await createSignedInUser(t)];
      await order(buyer.userId, PL, 'pending', 'WELCOME10');
      await order(buyer.userId, PL, 'failed', 'WELCOME10');
      await order(buyer.userId, DE, 'paid', 'WELCOME10');
      await order(buyer.userId, PL, 'paid', null);
      expect(await uses.hasUsed(buyer.userId, PL, 'WELCOME10')).toBe(false);

      await order(buyer.userId, PL, 'paid', 'WELCOME10');
      expect(await uses.hasUsed(buyer.userId, PL, 'WELCOME10')).toBe(true);
      expect(await uses.hasUsed(buyer.userId, PL, 'WITAJ15')).toBe(false);
      expect(await uses.hasUsed(other.userId, PL, 'WELCOME10')).toBe(false);
    });
  });
}
