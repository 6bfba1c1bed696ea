import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { GetCart } from '#server/commerce/cart/get-cart.use-case';
import { aCartProduct, aPromoCode, clockAt, inMemoryCommerce } from '#test/support/server/commerce/in-memory-commerce';

const pl = MARKETS.pl;

describe('GetCart', () => {
  const setUp = (now: string) => {
    const commerce = inMemoryCommerce();
    const title = aCartProduct(pl.catalogId, 'pl_lalka', {
      discountPrice: 2990 as MinorUnits,
      priceForSubscribers: 1990 as MinorUnits,
    });
    commerce.carts.products.push(title);
    const code = aPromoCode(pl.catalogId, 'SPRING', { kind: 'percent', percent: 20 }, '2026-03-10T13:00:00.000Z');
    commerce.carts.promoCodes.push(code);
    for (const userId of ['member', 'visitor']) {
      commerce.carts.items.push({ userId, catalogId: pl.catalogId, productId: title.card.id, at: now });
      commerce.carts.applied.push({ userId, catalogId: pl.catalogId, promoCodeId: code.id });
    }
    commerce.clubPeriods.member('member', '2026-04-10T12:00:00.000Z');
    return new GetCart({ ...commerce, now: clockAt(now) });
  };

  it('prices each title at what it shows the viewer: the subscriber price for club members', async () => {
    const getCart = setUp('2026-03-10T12:00:00.000Z');
    const member = await getCart.execute({ userId: 'member', market: pl });
    const visitor = await getCart.execute({ userId: 'visitor', market: pl });
    expect(member.ok && member.value.totals).toEqual({ subtotal: 1990, discount: 398, total: 1592 });
    expect(visitor.ok && visitor.value.totals).toEqual({ subtotal: 2990, discount: 598, total: 2392 });
    expect(visitor.ok && visitor.value.currency).toBe('PLN');
  });

  it('drops an applied code from the totals once it has expired', async () => {
    const getCart = setUp('2026-03-10T13:00:00.000Z');
    const cart = await getCart.execute({ userId: 'visitor', market: pl });
    expect(cart.ok && cart.value).toMatchObject({ promo: null, totals: { subtotal: 2990, discount: 0, total: 2990 } });
  });
});
