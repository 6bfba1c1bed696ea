import { describe, expect, it } from 'vitest';
import { ApplyPromoCode } from '#application/cart/apply-promo-code.use-case';
import { LoadCartPage } from '#application/cart/load-cart-page.use-case';
import { RemoveFromCart } from '#application/cart/remove-from-cart.use-case';
import { RemovePromoCode } from '#application/cart/remove-promo-code.use-case';
import { StartCheckout } from '#application/checkout/start-checkout.use-case';
import type { CartItem, ProductId, ReferenceId } from '#domain/cart/cart-item';
import { InMemoryCartGateway } from '#test/support/fakes/in-memory-cart-gateway';
import { aCartItem } from '#test/support/mothers/cart-item.mother';

const item = (id: string, price: number): CartItem =>
  aCartItem({ product: { id: id as ProductId, name: `Title ${id}`, referenceId: `pl_${id}` as ReferenceId }, price });

const gatewayHolding = (...items: CartItem[]) =>
  new InMemoryCartGateway().holding(items).withPromoCode('WELCOME10', 10);

describe('the cart page use cases', () => {
  it('loads the priced cart with its totals', async () => {
    const cartGateway = gatewayHolding(item('a', 3990), item('b', 2000));
    expect(await new LoadCartPage({ cartGateway }).execute({ locale: 'de' })).toMatchObject({
      ok: true,
      value: { currency: 'EUR', subtotal: 5990, discount: 0, value: 5990 },
    });
  });

  it('shows the cart as it is when the title removed had already left it', async () => {
    const cartGateway = gatewayHolding(item('a', 3990));
    const remove = new RemoveFromCart({ cartGateway });
    expect(await remove.execute({ locale: 'pl', productId: 'a' as ProductId })).toMatchObject({
      ok: true,
      value: { items: [] },
    });
    expect(await remove.execute({ locale: 'pl', productId: 'a' as ProductId })).toMatchObject({
      ok: true,
      value: { items: [], value: 0 },
    });
  });

  it('refuses a promo code of blanks before asking the store, and applies and removes a known one', async () => {
    const cartGateway = gatewayHolding(item('a', 3999)).failingWith(null);
    const apply = new ApplyPromoCode({ cartGateway });
    expect(await apply.execute({ locale: 'pl', code: '   ' })).toEqual({
      ok: false,
      error: { code: 'CART.PROMO_REQUIRED' },
    });
    expect(await apply.execute({ locale: 'pl', code: 'welcome10' })).toMatchObject({
      ok: true,
      value: { promoCode: 'WELCOME10', subtotal: 3999, discount: 399, value: 3600 },
    });
    expect(await new RemovePromoCode({ cartGateway }).execute({ locale: 'pl' })).toMatchObject({
      ok: true,
      value: { promoCode: null, value: 3999 },
    });
  });

  it('starts a checkout only with something in the cart', async () => {
    const empty = new StartCheckout({ cartGateway: new InMemoryCartGateway() });
    expect(await empty.execute({ locale: 'pl' })).toEqual({ ok: false, error: { code: 'CART.EMPTY' } });
    const cartGateway = gatewayHolding(item('a', 3990));
    const started = await new StartCheckout({ cartGateway }).execute({ locale: 'pl' });
    expect(started.ok && started.value.paymentUrl).toMatch(/^\/sandbox-pay\//);
    expect(cartGateway.orders).toHaveLength(1);
  });
});
