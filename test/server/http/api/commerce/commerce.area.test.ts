import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { MARKETS } from '#domain/market/markets';
import { DEVELOPMENT_ACCOUNTS_CONFIG } from '#server/config';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import {
  addToCart,
  createSignedInUser,
  myCart,
  pressSandbox,
  sellableProducts,
  sendCommand,
  START,
} from '#test/support/server/commerce/commerce-fixtures';

/** A deployment's configuration: real captcha and mail configured, the development stand-ins off. */
const PUBLIC_DEPLOYMENT = {
  bodyLimitBytes: 1024 * 1024,
  accounts: {
    ...DEVELOPMENT_ACCOUNTS_CONFIG,
    recaptchaSecret: 'recaptcha-secret-of-a-deployment',
    smtpUrl: 'smtp://mail.example.test:587',
    developmentStandIns: false,
  },
};

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`payments without the development stand-ins on ${target.kind}`, () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp({ config: PUBLIC_DEPLOYMENT, now: () => START }, { target });
    }, 60_000);
    afterAll(() => testApp.close());

    const ordersOf = (userId: string) =>
      testApp.database.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute();

    it('answers StartCheckout and JoinClub 503 PAYMENT_UNAVAILABLE, writing no order and keeping the cart', async () => {
      const user = await createSignedInUser(testApp, { now: START });
      const [product] = await sellableProducts(testApp);
      if (!product) throw new Error('no sellable title in pl');
      expect((await addToCart(testApp, user, product.cartId)).status).toBe(200);

      for (const name of ['StartCheckout', 'JoinClub']) {
        const { res, body } = await sendCommand(testApp, name, {}, user.bearer);
        expect(res.status, name).toBe(503);
        expect(apiErrorSchema.parse(body).code, name).toBe('PAYMENT_UNAVAILABLE');
      }
      expect(await ordersOf(user.userId)).toEqual([]);
      const cart = (await myCart(testApp, user)).body as { _embedded: { 'app:product': { id: string }[] } };
      expect(cart._embedded['app:product'].map((p) => p.id)).toEqual([product.id]);
    });

    it('still answers the refusals that do not depend on payments first', async () => {
      const user = await createSignedInUser(testApp, { now: START, locale: 'sk' });
      const emptyCart = await sendCommand(testApp, 'StartCheckout', {}, user.bearer, 'sk');
      expect(apiErrorSchema.parse(emptyCart.body).code).toBe('CART_EMPTY');
      const noClub = await sendCommand(testApp, 'JoinClub', {}, user.bearer, 'sk');
      expect(apiErrorSchema.parse(noClub.body).code).toBe('CLUB_NOT_AVAILABLE');
    });

    it('serves no sandbox payment pages, not even for a pending sandbox payment of the viewer', async () => {
      const user = await createSignedInUser(testApp, { now: START });
      const orderId = randomUUID();
      const paymentId = randomUUID();
      const at = START.toISOString();
      await testApp.database.db
        .insertInto('orders')
        .values({
          id: orderId,
          user_id: user.userId,
          catalog_id: MARKETS.pl.catalogId,
          kind: 'club',
          status: 'pending',
          currency: 'PLN',
          subtotal: 3990,
          discount: 0,
          total: 3990,
          promo_code: null,
          created_at: at,
          paid_at: null,
          failed_at: null,
          failure_reason: null,
        })
        .execute();
      await testApp.database.db
        .insertInto('payments')
        .values({
          id: paymentId,
          order_id: orderId,
          provider: 'sandbox',
          status: 'pending',
          amount: 3990,
          currency: 'PLN',
          created_at: at,
          completed_at: null,
        })
        .execute();

      expect((await testApp.app.request(`/sandbox-pay/${paymentId}`, { headers: user.bearer })).status).toBe(404);
      for (const action of ['confirm', 'decline'] as const)
        expect((await pressSandbox(testApp, user.bearer, paymentId, action)).status, action).toBe(404);
      const payment = await testApp.database.db
        .selectFrom('payments')
        .select('status')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe('pending');
      const account = await testApp.database.db
        .selectFrom('users')
        .select('club_until')
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
      expect(account.club_until).toBeNull();
    });
  });
}
