import { describe, expect, it } from 'vitest';
import { AddToGuestCart } from '#application/cart/add-to-guest-cart.use-case';
import { CartStore } from '#application/cart/cart.store';
import { MergeGuestCart } from '#application/cart/merge-guest-cart.use-case';
import { RemoveFromGuestCart } from '#application/cart/remove-from-guest-cart.use-case';
import type { ReferenceId } from '#domain/cart/cart-item';
import { aCartItem } from '#test/support/mothers/cart-item.mother';
import { InMemoryCartRepository } from '#test/support/fakes/in-memory-cart-repository';
import { InMemoryGuestCartStorage } from '#test/support/fakes/in-memory-guest-cart-storage';
import { RecordingAnalytics } from '#test/support/fakes/recording-analytics';

const tadeusz = aCartItem();
const lalka = aCartItem({
  product: { id: 'lalka-id' as never, name: 'Lalka', referenceId: 'pl_lalka' as ReferenceId },
  price: 2990,
});

const setup = () => {
  const guestCart = new InMemoryGuestCartStorage();
  const cartStore = new CartStore('PLN');
  const analytics = new RecordingAnalytics();
  return {
    guestCart,
    cartStore,
    analytics,
    add: new AddToGuestCart({ guestCart, cartStore, analytics }),
    remove: new RemoveFromGuestCart({ guestCart, cartStore }),
  };
};

describe("a visitor's cart", () => {
  it('keeps an added title in the browser, counts it, reports add_to_cart and opens the recent-item modal', () => {
    const { guestCart, cartStore, analytics, add } = setup();
    expect(add.execute({ locale: 'pl', item: tadeusz })).toEqual({ ok: true, value: tadeusz });
    expect(add.execute({ locale: 'pl', item: lalka }).ok).toBe(true);
    expect(guestCart.read('pl')).toEqual([tadeusz, lalka]);
    expect(cartStore.state.cart).toMatchObject({ items: [tadeusz, lalka], value: 6980, recentItem: lalka });
    expect(cartStore.state.recentItemModal).toBe(lalka);
    expect(analytics.events.map((event) => event.name)).toEqual(['add_to_cart', 'add_to_cart']);
    expect(guestCart.read('cz')).toEqual([]);
  });

  it('skips a title without a reference id', () => {
    const { guestCart, cartStore, analytics, add } = setup();
    const unsellable = aCartItem({ product: { referenceId: null } });
    expect(add.execute({ locale: 'pl', item: unsellable })).toEqual({ ok: false, error: { code: 'CART.NOT_ADDABLE' } });
    expect(guestCart.read('pl')).toEqual([]);
    expect(cartStore.state.recentItemModal).toBeNull();
    expect(analytics.events).toEqual([]);
  });

  it('takes a title out, and the counter follows', () => {
    const { guestCart, cartStore, add, remove } = setup();
    add.execute({ locale: 'pl', item: tadeusz });
    add.execute({ locale: 'pl', item: lalka });
    remove.execute({ locale: 'pl', productId: tadeusz.product.id });
    expect(guestCart.read('pl')).toEqual([lalka]);
    expect(cartStore.state.cart.items).toEqual([lalka]);
  });
});

describe('MergeGuestCart', () => {
  it("hands the browser's titles to the store's cart once signed in, leaving out one the store refuses, then empties the browser's", async () => {
    const guestCart = new InMemoryGuestCartStorage();
    guestCart.write('pl', [
      tadeusz,
      aCartItem({ product: { id: 'gone' as never, referenceId: 'pl_gone' as ReferenceId } }),
      lalka,
    ]);
    const cartRepository = new InMemoryCartRepository().selling('pan-tadeusz', tadeusz).selling('lalka', lalka);
    const merge = new MergeGuestCart({ guestCart, cartRepository });
    const [first, second] = await Promise.all([merge.execute({ locale: 'pl' }), merge.execute({ locale: 'pl' })]);
    expect([first, second]).toEqual([2, 2]);
    expect(cartRepository.calls).toEqual(['add pan-tadeusz', 'add gone', 'add lalka']);
    expect(cartRepository.items).toEqual([tadeusz, lalka]);
    expect(guestCart.read('pl')).toEqual([]);
    expect(await merge.execute({ locale: 'pl' })).toBe(0);
  });

  it('keeps the browser’s cart when the session ended or the store could not answer', async () => {
    for (const repository of [
      new InMemoryCartRepository().signedOut(),
      new InMemoryCartRepository().failAddsWith({ code: 'CART.UNAVAILABLE' }),
    ]) {
      const guestCart = new InMemoryGuestCartStorage();
      guestCart.write('pl', [tadeusz]);
      expect(await new MergeGuestCart({ guestCart, cartRepository: repository }).execute({ locale: 'pl' })).toBe(0);
      expect(guestCart.read('pl')).toEqual([tadeusz]);
    }
  });
});
