import { describe, expect, it } from 'vitest';
import { CartStore } from '#application/cart/cart.store';
import { RefreshCart } from '#application/cart/refresh-cart.use-case';
import { aCartItem } from '#test/support/mothers/cart-item.mother';
import { InMemoryCartRepository } from '#test/support/fakes/in-memory-cart-repository';

const tadeusz = aCartItem();

describe('RefreshCart (spec §3, §4, §8)', () => {
  it("loads the cart's items, value and currency into the store", async () => {
    const repository = new InMemoryCartRepository().holding([tadeusz, aCartItem({ price: 1000 })]);
    const cartStore = new CartStore('EUR');
    expect(await new RefreshCart({ cartRepository: repository, cartStore }).execute()).toMatchObject({ ok: true });
    expect(cartStore.state.cart).toMatchObject({ currency: 'EUR', value: 4990, isLoading: false });
    expect(cartStore.state.cart.items).toHaveLength(2);
  });

  it('shows loading while the cart is on its way', async () => {
    const repository = new InMemoryCartRepository().holding([tadeusz]).hold();
    const cartStore = new CartStore('PLN');
    const refreshing = new RefreshCart({ cartRepository: repository, cartStore }).execute();
    expect(cartStore.state.cart.isLoading).toBe(true);
    repository.release();
    await refreshing;
    expect(cartStore.state.cart.isLoading).toBe(false);
  });

  it.each([
    ['answers an error', (r: InMemoryCartRepository) => r.failLoadsWith({ code: 'CART.UNAVAILABLE' })],
    [
      'throws',
      (r: InMemoryCartRepository) => {
        r.load = () => Promise.reject(new Error('offline'));
        return r;
      },
    ],
  ])('gives an empty cart when the load %s (spec §8)', async (_, broken) => {
    const repository = new InMemoryCartRepository().holding([tadeusz]);
    const cartStore = new CartStore('PLN');
    const refresh = new RefreshCart({ cartRepository: repository, cartStore });
    await refresh.execute();
    expect(cartStore.state.cart.items).toHaveLength(1);
    broken(repository);
    expect(await refresh.execute()).toEqual({ ok: true, value: [] });
    expect(cartStore.state.cart).toMatchObject({ items: [], value: 0, isLoading: false });
  });

  it('drops a cart that arrives after a reset: it belonged to the user who signed out', async () => {
    const repository = new InMemoryCartRepository().holding([tadeusz]).hold();
    const cartStore = new CartStore('PLN');
    const refreshing = new RefreshCart({ cartRepository: repository, cartStore }).execute();
    cartStore.reset('PLN');
    repository.release();
    await refreshing;
    expect(cartStore.state.cart).toMatchObject({ items: [], isLoading: false });
  });
});
