import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contract/api-error.schema';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import {
  addToCart,
  checkout,
  commerceSuite,
  createSignedInUser,
  pressSandbox,
} from '#test/support/server/commerce/commerce-fixtures';
import { SANDBOX_CARDS } from '#server/commerce/payment/sandbox-card';

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`the sandbox payment provider's pages on ${target.kind}`, () => {
    const { clock, testApp, freshProduct, licensesOf, paymentRow } = commerceSuite(target);

    it('refuses a cross-site post to the sandbox buttons', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      await addToCart(testApp(), user, freshProduct().cartId);
      const { paymentId } = await checkout(testApp(), user);
      const res = await testApp().app.request(`/sandbox-pay/${paymentId}/confirm`, {
        method: 'POST',
        headers: { 'Sec-Fetch-Site': 'cross-site', Cookie: `audiora_access=${user.accessToken}` },
      });
      expect(res.status).toBe(403);
      expect((await paymentRow(paymentId)).status).toBe('pending');
      expect(await licensesOf(user.userId)).toEqual([]);
    });

    it('answers 404 for unknown payments', async () => {
      const user = await createSignedInUser(testApp(), { now: clock.now() });
      const headers = user.bearer;
      expect((await testApp().app.request('/sandbox-pay/not-a-payment', { headers })).status).toBe(404);
      expect(
        (await testApp().app.request('/sandbox-pay/00000000-0000-4000-8000-0000000000ff', { headers })).status,
      ).toBe(404);
      expect((await pressSandbox(testApp(), headers, '00000000-0000-4000-8000-0000000000ff', 'confirm')).status).toBe(
        404,
      );
    });

    it("lets only the signed-in buyer see or press a payment's page: others get 404, visitors 401", async () => {
      const buyer = await createSignedInUser(testApp(), { now: clock.now() });
      const other = await createSignedInUser(testApp(), { now: clock.now() });
      await addToCart(testApp(), buyer, freshProduct().cartId);
      const { paymentId, paymentUrl } = await checkout(testApp(), buyer);

      expect((await testApp().app.request(paymentUrl)).status).toBe(401);
      expect((await testApp().app.request(paymentUrl, { headers: other.bearer })).status).toBe(404);
      for (const action of ['confirm', 'decline'] as const) {
        expect((await pressSandbox(testApp(), {}, paymentId, action)).status, action).toBe(401);
        const foreign = await pressSandbox(testApp(), other.bearer, paymentId, action);
        expect(foreign.status, action).toBe(404);
        expect(apiErrorSchema.parse(await foreign.json()).code).toBe('NOT_FOUND');
      }
      expect((await paymentRow(paymentId)).status).toBe('pending');
      expect(await licensesOf(other.userId)).toEqual([]);

      // The buyer's browser form post (cookie, same origin) pays it.
      const paid = await pressSandbox(
        testApp(),
        { Cookie: `audiora_access=${buyer.accessToken}` },
        paymentId,
        'confirm',
      );
      expect(paid.status).toBe(303);
      expect((await paymentRow(paymentId)).status).toBe('paid');
      expect(await licensesOf(buyer.userId)).toHaveLength(1);
    });

    it('pays with the accepting test card, declines with the declining one, and asks again for a mistyped number', async () => {
      const buyer = await createSignedInUser(testApp(), { now: clock.now() });
      const post = (paymentId: string, card: string) =>
        testApp().app.request(`/sandbox-pay/${paymentId}/confirm`, {
          method: 'POST',
          headers: {
            'Sec-Fetch-Site': 'same-origin',
            'Content-Type': 'application/x-www-form-urlencoded',
            ...buyer.bearer,
          },
          body: new URLSearchParams({ card }).toString(),
        });

      await addToCart(testApp(), buyer, freshProduct().cartId);
      const first = await checkout(testApp(), buyer);
      const form = await (await testApp().app.request(first.paymentUrl, { headers: buyer.bearer })).text();
      expect(form).toContain('<label for="card">Card number</label>');
      expect(form).toContain(SANDBOX_CARDS.accepted);
      expect(form).toContain(SANDBOX_CARDS.declined);

      const mistyped = await post(first.paymentId, '4242 4242 4242 4241');
      expect(mistyped.status).toBe(422);
      const again = await mistyped.text();
      expect(again).toContain('role="alert"');
      expect(again).toContain('aria-invalid="true"');
      expect(again).toContain('value="4242 4242 4242 4241"');
      expect((await paymentRow(first.paymentId)).status).toBe('pending');

      const declined = await post(first.paymentId, SANDBOX_CARDS.declined);
      expect(declined.status).toBe(303);
      expect(declined.headers.get('Location')).toBe('/pl/koszyk?payment=failed');
      expect((await paymentRow(first.paymentId)).status).toBe('declined');
      expect(await licensesOf(buyer.userId)).toEqual([]);

      // The cart is still there after a declined card, so the buyer can try again with another.
      const second = await checkout(testApp(), buyer);
      const paid = await post(second.paymentId, SANDBOX_CARDS.accepted);
      expect(paid.status).toBe(303);
      expect(paid.headers.get('Location')).toBe(`/pl/sukces/audiobook?order=${second.orderId}`);
      expect(await licensesOf(buyer.userId)).toHaveLength(1);
    });

    it('shows a typed card number back escaped', async () => {
      const buyer = await createSignedInUser(testApp(), { now: clock.now() });
      await addToCart(testApp(), buyer, freshProduct().cartId);
      const { paymentId } = await checkout(testApp(), buyer);
      const res = await testApp().app.request(`/sandbox-pay/${paymentId}/confirm`, {
        method: 'POST',
        headers: {
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/x-www-form-urlencoded',
          ...buyer.bearer,
        },
        body: new URLSearchParams({ card: '"><script>alert(1)</script>' }).toString(),
      });
      expect(res.status).toBe(422);
      expect(await res.text()).not.toContain('<script>');
    });
  });
}
