import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { AddToCart } from '#server/commerce/cart/add-to-cart.use-case';
import { aCartProduct, clockAt, inMemoryCommerce } from '#test/support/server/commerce/in-memory-commerce';

const pl = MARKETS.pl;
const setUp = () => {
  const commerce = inMemoryCommerce();
  const title = aCartProduct(pl.catalogId, 'pl_lalka', { discountPrice: 2990 as MinorUnits });
  commerce.carts.products.push(title);
  const addToCart = new AddToCart({ ...commerce, now: clockAt('2026-03-10T12:00:00.000Z') });
  return { commerce, title, addToCart };
};

describe('AddToCart', () => {
  it('adds by the reference id without its market prefix, in any case, and answers the priced cart', async () => {
    const { addToCart, title } = setUp();
    const added = await addToCart.execute({ userId: 'u1', market: pl, cartProductId: 'LALKA' });
    expect(added.ok && added.value.lines.map((l) => [l.card.id, l.price])).toEqual([[title.card.id, 2990]]);
    const again = await addToCart.execute({ userId: 'u1', market: pl, cartProductId: 'lalka' });
    expect(again.ok && again.value.lines).toHaveLength(1);
  });

  it.each(['no-such-title', 'pl_lalka', '..%2F..', '', 'x'.repeat(200)])('answers NOT_FOUND for %j', async (id) => {
    const { addToCart, commerce } = setUp();
    expect(await addToCart.execute({ userId: 'u1', market: pl, cartProductId: id })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', what: 'Product' },
    });
    expect(commerce.carts.items).toEqual([]);
  });

  it("answers NOT_FOUND for a title of another market's catalogue", async () => {
    const { addToCart } = setUp();
    const added = await addToCart.execute({ userId: 'u1', market: MARKETS.de, cartProductId: 'lalka' });
    expect(!added.ok && added.error.code).toBe('NOT_FOUND');
  });

  it('refuses a title the user owns with ALREADY_OWNED and adds nothing', async () => {
    const { addToCart, commerce, title } = setUp();
    commerce.licenses.held.push({ userId: 'u1', productId: title.card.id, orderId: 'o1' });
    expect(await addToCart.execute({ userId: 'u1', market: pl, cartProductId: 'lalka' })).toEqual({
      ok: false,
      error: { code: 'ALREADY_OWNED' },
    });
    expect(commerce.carts.items).toEqual([]);
  });
});
