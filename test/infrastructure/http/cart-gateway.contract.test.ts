import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartGateway } from '#application/ports/cart-gateway.port';
import type { CartItem, ProductId, ReferenceId } from '#domain/cart/cart-item';
import { KyCartGateway } from '#infrastructure/http/ky-cart-gateway';
import { addToCart, sellableProducts } from '#test/support/server/commerce/commerce-fixtures';
import { createSignedInUser } from '#test/support/server/accounts';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { InMemoryCartGateway } from '#test/support/fakes/in-memory-cart-gateway';
import { aCartItem } from '#test/support/mothers/cart-item.mother';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

interface Subject {
  /** A listener with two titles in their cart, by id, and the ten-percent code the store knows. */
  readonly buyer: CartGateway;
  readonly inCart: readonly ProductId[];
  readonly percentCode: string;
  /** A listener with an empty cart. */
  readonly emptyHanded: CartGateway;
  readonly visitor: CartGateway;
  readonly teardown: () => Promise<void>;
}

/** What every CartGateway must do: the priced cart, taking titles out, promo codes, and going to payment. */
const cartGatewayContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`CartGateway contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('answers an empty cart in the market’s currency', async () => {
      expect(await subject.emptyHanded.cart('cz')).toEqual({
        ok: true,
        value: { items: [], currency: 'CZK', subtotal: 0, discount: 0, value: 0, promoCode: null },
      });
    });

    it('prices the cart: each title at what the listener pays, added up', async () => {
      const cart = await subject.buyer.cart('pl');
      if (!cart.ok) throw new Error(cart.error.code);
      expect(cart.value.items.map((item) => item.product.id).sort()).toEqual([...subject.inCart].sort());
      expect(cart.value.currency).toBe('PLN');
      const sum = cart.value.items.reduce((total, item) => total + item.price, 0);
      expect(cart.value).toMatchObject({ subtotal: sum, discount: 0, value: sum, promoCode: null });
      expect(cart.value.items.every((item) => item.price > 0 && item.product.name.length > 0)).toBe(true);
    });

    it('applies a promo code however it is typed, refuses an unknown one, and takes it off again', async () => {
      const typed = `  ${subject.percentCode.toLowerCase()} `;
      const applied = await subject.buyer.applyPromoCode('pl', typed);
      if (!applied.ok) throw new Error(applied.error.code);
      const { subtotal, discount, value, promoCode } = applied.value;
      expect(promoCode).toBe(subject.percentCode);
      expect(discount).toBe(Math.floor(subtotal / 10));
      expect(value).toBe(subtotal - discount);

      expect(await subject.buyer.applyPromoCode('pl', 'NO-SUCH-CODE')).toEqual({
        ok: false,
        error: { code: 'CART.PROMO_NOT_FOUND' },
      });
      const removed = await subject.buyer.removePromoCode('pl');
      expect(removed.ok && removed.value).toMatchObject({ promoCode: null, discount: 0, value: subtotal });
    });

    it('takes a title out, and says so when it is no longer there', async () => {
      const [first = '' as ProductId, second] = subject.inCart;
      const removed = await subject.buyer.remove('pl', first);
      expect(removed.ok && removed.value.items.map((item) => item.product.id)).toEqual([second]);
      expect(await subject.buyer.remove('pl', first)).toEqual({ ok: false, error: { code: 'CART.NOT_IN_CART' } });
    });

    it('starts a checkout that answers a payment address of the store, and refuses an empty cart', async () => {
      const started = await subject.buyer.startCheckout('pl');
      if (!started.ok) throw new Error(started.error.code);
      expect(started.value.orderId).toMatch(/^[0-9a-f-]{36}$/);
      expect(started.value.paymentUrl).toMatch(/^\/sandbox-pay\/[0-9a-f-]{36}$/);
      expect(await subject.emptyHanded.startCheckout('pl')).toEqual({ ok: false, error: { code: 'CART.EMPTY' } });
    });

    it('refuses a visitor', async () => {
      const refused = { ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } };
      expect(await subject.visitor.cart('pl')).toEqual(refused);
      expect(await subject.visitor.remove('pl', subject.inCart[0] ?? ('' as ProductId))).toEqual(refused);
      expect(await subject.visitor.applyPromoCode('pl', subject.percentCode)).toEqual(refused);
      expect(await subject.visitor.removePromoCode('pl')).toEqual(refused);
      expect(await subject.visitor.startCheckout('pl')).toEqual(refused);
    });
  });
};

const gatewayFor = (app: TestApp['app'], accessToken: string | null) => {
  const cookies = new BrowserCookies();
  if (accessToken) cookies.set('audiora_access', accessToken);
  const { http, refreshSession } = pageHttp(app, cookies);
  return new KyCartGateway({ http, refreshSession });
};

cartGatewayContract('KyCartGateway against the reference API', async () => {
  const shared = await createTestApp();
  const [first, second] = await sellableProducts(shared);
  if (!first || !second) throw new Error('The demo catalogue sells no titles');
  const buyer = await createSignedInUser(shared);
  for (const product of [first, second]) expect((await addToCart(shared, buyer, product.cartId)).status).toBe(200);
  const emptyHanded = await createSignedInUser(shared);
  return {
    buyer: gatewayFor(shared.app, buyer.accessToken),
    inCart: [first.id as ProductId, second.id as ProductId],
    percentCode: 'WELCOME10',
    emptyHanded: gatewayFor(shared.app, emptyHanded.accessToken),
    visitor: gatewayFor(shared.app, null),
    teardown: () => shared.close(),
  };
});

const item = (id: string, price: number): CartItem =>
  aCartItem({ product: { id: id as ProductId, name: `Title ${id}`, referenceId: `pl_${id}` as ReferenceId }, price });

cartGatewayContract('InMemoryCartGateway', () =>
  Promise.resolve({
    buyer: new InMemoryCartGateway().holding([item('a', 3990), item('b', 2499)]).withPromoCode('WELCOME10', 10),
    inCart: ['a' as ProductId, 'b' as ProductId],
    percentCode: 'WELCOME10',
    emptyHanded: new InMemoryCartGateway(),
    visitor: new InMemoryCartGateway({ signedIn: false }),
    teardown: () => Promise.resolve(),
  }),
);

describe('KyCartGateway against a broken or refusing API', () => {
  const answering = (response: () => Response) =>
    gatewayFor({ fetch: () => Promise.resolve(response()) } as unknown as TestApp['app'], null);

  it('answers a body it cannot read as unavailable', async () => {
    expect(await answering(() => Response.json({ value: -1 })).cart('pl')).toEqual({
      ok: false,
      error: { code: 'CART.UNAVAILABLE' },
    });
  });

  it('tells a store without payments from maintenance, though both answer 503', async () => {
    const noPayments = answering(() => Response.json({ message: 'No', code: 'PAYMENT_UNAVAILABLE' }, { status: 503 }));
    expect(await noPayments.startCheckout('pl')).toEqual({ ok: false, error: { code: 'CART.PAYMENT_UNAVAILABLE' } });
    const maintenance = answering(() => Response.json({ message: 'Later', code: 'MAINTENANCE' }, { status: 503 }));
    expect(await maintenance.cart('pl')).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
  });

  it('never sends the browser to pay anywhere but this store or an https address', async () => {
    const orderId = '00000000-0000-4000-8000-000000000001';
    for (const paymentUrl of ['//evil.example/pay', 'javascript:alert(1)', 'http://pay.example/', '/\\evil.example'])
      expect(
        await answering(() =>
          Response.json({ order_id: orderId, payment_url: paymentUrl }, { status: 201 }),
        ).startCheckout('pl'),
        paymentUrl,
      ).toEqual({ ok: false, error: { code: 'CART.UNAVAILABLE' } });
    const provider = answering(() =>
      Response.json({ order_id: orderId, payment_url: 'https://pay.example/p/1' }, { status: 201 }),
    );
    expect(await provider.startCheckout('pl')).toEqual({
      ok: true,
      value: { orderId, paymentUrl: 'https://pay.example/p/1' },
    });
  });

  it('reads a refused promo code by its reason', async () => {
    const refusal = (code: string) =>
      answering(() =>
        Response.json(
          { message: 'No', code: 'PROMO_CODE_INVALID', errors: [{ property: 'code', code }] },
          { status: 422 },
        ),
      ).applyPromoCode('pl', 'X');
    expect(await refusal('EXPIRED')).toEqual({ ok: false, error: { code: 'CART.PROMO_EXPIRED' } });
    expect(await refusal('ALREADY_USED')).toEqual({ ok: false, error: { code: 'CART.PROMO_ALREADY_USED' } });
    const throttled = answering(() => Response.json({ message: 'Wait', code: 'TOO_MANY_ATTEMPTS' }, { status: 429 }));
    expect(await throttled.applyPromoCode('pl', 'X')).toEqual({
      ok: false,
      error: { code: 'CART.PROMO_TOO_MANY_ATTEMPTS' },
    });
  });
});
