import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { RemoveFromCart } from '#server/commerce/cart/remove-from-cart.use-case';
import { aCartProduct, clockAt, inMemoryCommerce } from '#test/support/server/commerce/in-memory-commerce';

describe('RemoveFromCart', () => {
  const setUp = () => {
    const commerce = inMemoryCommerce();
    const [a, b] = [aCartProduct(MARKETS.pl.catalogId, 'pl_a'), aCartProduct(MARKETS.pl.catalogId, 'pl_b')];
    commerce.carts.products.push(a, b);
    for (const p of [a, b])
      commerce.carts.items.push({ userId: 'u1', catalogId: p.catalogId, productId: p.card.id, at: '' });
    return { a, b, removeFromCart: new RemoveFromCart({ ...commerce, now: clockAt('2026-03-10T12:00:00.000Z') }) };
  };

  it('takes the title out and answers the cart afterwards', async () => {
    const { a, b, removeFromCart } = setUp();
    const removed = await removeFromCart.execute({ userId: 'u1', market: MARKETS.pl, productId: a.card.id });
    expect(removed.ok && removed.value.lines.map((l) => l.card.id)).toEqual([b.card.id]);
  });

  it('answers NOT_FOUND for a title not in the cart, and for another user', async () => {
    const { a, removeFromCart } = setUp();
    const notFound = { ok: false, error: { code: 'NOT_FOUND', what: 'Cart item' } };
    expect(await removeFromCart.execute({ userId: 'u2', market: MARKETS.pl, productId: a.card.id })).toEqual(notFound);
    await removeFromCart.execute({ userId: 'u1', market: MARKETS.pl, productId: a.card.id });
    expect(await removeFromCart.execute({ userId: 'u1', market: MARKETS.pl, productId: a.card.id })).toEqual(notFound);
  });
});
