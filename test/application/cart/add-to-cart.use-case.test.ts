import { describe, expect, it } from 'vitest';
import { AddToCart } from '#application/cart/add-to-cart.use-case';
import { CartStore } from '#application/cart/cart.store';
import type { ReferenceId } from '#domain/cart/cart-item';
import { aCartItem } from '#test/support/mothers/cart-item.mother';
import { InMemoryCartRepository } from '#test/support/fakes/in-memory-cart-repository';
import { RecordingAnalytics } from '#test/support/fakes/recording-analytics';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const tadeusz = aCartItem();
const lalka = aCartItem({
  product: {
    id: 'd2a5f9b6-7e0a-4c1e-8a43-3f1c2b5d6e70' as never,
    name: 'Lalka',
    referenceId: 'pl_lalka' as ReferenceId,
  },
  price: 2990,
});

const setup = (repository = new InMemoryCartRepository().selling('pan-tadeusz', tadeusz).selling('lalka', lalka)) => {
  const cartStore = new CartStore('PLN');
  const analytics = new RecordingAnalytics();
  return {
    repository,
    cartStore,
    analytics,
    addToCart: new AddToCart({ cartRepository: repository, cartStore, analytics }),
  };
};

describe('AddToCart (spec §4, §5, §7, §8)', () => {
  it('adds by the reference id without its country prefix, then refreshes the counter and opens the recent-item modal', async () => {
    const { repository, cartStore, addToCart } = setup(
      new InMemoryCartRepository().selling('pan-tadeusz', tadeusz).selling('lalka', lalka).holding([lalka]),
    );
    expect(await addToCart.execute({ item: tadeusz })).toEqual({ ok: true, value: tadeusz });
    expect(repository.calls).toEqual(['add pan-tadeusz', 'load']);
    expect(cartStore.state.cart).toMatchObject({
      items: [lalka, tadeusz],
      value: 6980,
      isLoading: false,
      recentItem: tadeusz,
    });
    expect(cartStore.state.recentItemModal).toBe(tadeusz);
  });

  it('reports add_to_cart once the store took the title, and nothing for a refused add', async () => {
    const { analytics, addToCart } = setup();
    await addToCart.execute({ item: lalka });
    expect(analytics.events).toEqual([
      { name: 'add_to_cart', currency: 'PLN', item: { id: lalka.product.id, name: 'Lalka', price: 29.9 } },
    ]);
    const refusing = setup(new InMemoryCartRepository().failAddsWith({ code: 'CART.UNAVAILABLE' }));
    await refusing.addToCart.execute({ item: lalka });
    expect(refusing.analytics.events).toEqual([]);
  });

  it('opens the modal only once the counter has refreshed', async () => {
    const { repository, cartStore, addToCart } = setup();
    const adding = addToCart.execute({ item: tadeusz });
    // The add itself is already under way; what follows it (the refresh) waits.
    repository.hold();
    await flush();
    expect(repository.calls).toEqual(['add pan-tadeusz', 'load']);
    expect(cartStore.state.cart.isLoading).toBe(true);
    expect(cartStore.state.recentItemModal).toBeNull();
    repository.release();
    await adding;
    expect(cartStore.state.cart.items).toEqual([tadeusz]);
    expect(cartStore.state.recentItemModal).toBe(tadeusz);
  });

  it.each([null, '', 'pl_'])(
    'skips a product whose reference id is %j: no call, nothing changes',
    async (referenceId) => {
      const { repository, cartStore, addToCart } = setup();
      const before = cartStore.state;
      const item = aCartItem({ product: { referenceId: referenceId as ReferenceId | null } });
      expect(await addToCart.execute({ item })).toEqual({ ok: false, error: { code: 'CART.NOT_ADDABLE' } });
      expect(repository.calls).toEqual([]);
      expect(cartStore.state).toBe(before);
    },
  );

  it('only stops loading when the add fails: the cart, recent item and modal stay as they were', async () => {
    const { repository, cartStore, addToCart } = setup();
    await addToCart.execute({ item: lalka });
    cartStore.recentItemModalClosed();
    const before = cartStore.state.cart;
    repository.failAddsWith({ code: 'CART.UNAVAILABLE' });
    const adding = addToCart.execute({ item: tadeusz });
    expect(cartStore.state.cart.isLoading).toBe(true);
    expect(await adding).toEqual({ ok: false, error: { code: 'CART.UNAVAILABLE' } });
    expect(cartStore.state.cart).toEqual(before);
    expect(cartStore.state.cart.recentItem).toBe(lalka);
    expect(cartStore.state.recentItemModal).toBeNull();
    expect(repository.calls).toEqual(['add lalka', 'load', 'add pan-tadeusz']);
  });

  it('treats a throwing repository as a failed add: loading stops', async () => {
    const repository = new InMemoryCartRepository();
    repository.add = () => Promise.reject(new Error('socket hang up'));
    const { cartStore, addToCart } = setup(repository);
    expect(await addToCart.execute({ item: tadeusz })).toEqual({ ok: false, error: { code: 'CART.UNAVAILABLE' } });
    expect(cartStore.state.cart.isLoading).toBe(false);
  });

  it('changes nothing on screen when the add is answered after a reset (signed out meanwhile)', async () => {
    const { repository, cartStore, addToCart } = setup();
    repository.hold();
    const adding = addToCart.execute({ item: tadeusz });
    cartStore.reset('PLN');
    repository.release();
    expect((await adding).ok).toBe(true);
    expect(repository.calls).toEqual(['add pan-tadeusz']);
    expect(cartStore.state).toEqual({
      cart: { items: [], currency: 'PLN', value: 0, isLoading: false, recentItem: null },
      recentItemModal: null,
    });
  });
});
