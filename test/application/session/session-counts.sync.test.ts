import { describe, expect, it } from 'vitest';
import { AuthStore } from '#application/auth/auth.store';
import { CartStore } from '#application/cart/cart.store';
import { RefreshCart } from '#application/cart/refresh-cart.use-case';
import { FavouritesCountStore } from '#application/favourites/favourites-count.store';
import { RefreshFavouritesCount } from '#application/favourites/refresh-favourites-count.use-case';
import { SessionCountsSync } from '#application/session/session-counts.sync';
import type { AuthBroadcast } from '#domain/auth/auth.reducer';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { InMemoryCrossTab } from '#test/support/fakes/in-memory-cross-tab';
import { RecordingLoggedInCookie } from '#test/support/fakes/recording-logged-in-cookie';
import { aCartItem } from '#test/support/mothers/cart-item.mother';
import { aUser } from '#test/support/mothers/user.mother';
import { FakeFavouritesCount } from '#test/support/fakes/fake-favourites-count';
import { InMemoryCartRepository } from '#test/support/fakes/in-memory-cart-repository';
import { InMemoryGuestCartStorage } from '#test/support/fakes/in-memory-guest-cart-storage';
import { MergeGuestCart } from '#application/cart/merge-guest-cart.use-case';
import type { ReferenceId } from '#domain/cart/cart-item';
import { AddToCart } from '#application/cart/add-to-cart.use-case';
import { RecordingAnalytics } from '#test/support/fakes/recording-analytics';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const setup = (gateway = new FakeSessionGateway()) => {
  const authStore = new AuthStore({
    sessionGateway: gateway,
    crossTab: new InMemoryCrossTab<AuthBroadcast>().openTab(),
    loggedInCookie: new RecordingLoggedInCookie(),
  });
  const cartRepository = new InMemoryCartRepository().holding([aCartItem(), aCartItem({ price: 100 })]);
  const favourites = new FakeFavouritesCount().answering(7);
  const cartStore = new CartStore('PLN');
  const favouritesCountStore = new FavouritesCountStore();
  const guestCart = new InMemoryGuestCartStorage();
  const sync = new SessionCountsSync({
    authState: authStore.state$,
    cartStore,
    refreshCart: new RefreshCart({ cartRepository, cartStore }),
    favouritesCountStore,
    refreshFavouritesCount: new RefreshFavouritesCount({ favouritesCount: favourites, favouritesCountStore }),
    guestCart,
    mergeGuestCart: new MergeGuestCart({ guestCart, cartRepository }),
  });
  const counts = () => ({ cart: cartStore.state.cart.items.length, favourites: favouritesCountStore.state.count });
  return { authStore, cartRepository, favourites, cartStore, guestCart, sync, counts };
};

describe('SessionCountsSync (spec §2, §6: counts follow the auth state)', () => {
  it('asks nothing for a visitor, before or after the auth check', async () => {
    const { authStore, cartRepository, favourites, sync, counts } = setup();
    sync.start({ locale: 'pl' });
    await authStore.start();
    await flush();
    expect(cartRepository.calls).toEqual([]);
    expect(favourites.calls).toBe(0);
    expect(counts()).toEqual({ cart: 0, favourites: 0 });
  });

  it('loads both counts once the auth check finds a signed-in user', async () => {
    const { authStore, cartRepository, favourites, sync, counts } = setup(new FakeSessionGateway().signedInAs(aUser()));
    sync.start({ locale: 'pl' });
    await authStore.start();
    await flush();
    expect(cartRepository.calls).toEqual(['load']);
    expect(favourites.calls).toBe(1);
    expect(counts()).toEqual({ cart: 2, favourites: 7 });
  });

  it('empties the counts at once on sign-out and loads them again on the next sign-in', async () => {
    const { authStore, cartRepository, sync, counts } = setup(new FakeSessionGateway().signedInAs(aUser()));
    sync.start({ locale: 'pl' });
    await authStore.start();
    await flush();
    await authStore.signedOut();
    expect(counts()).toEqual({ cart: 0, favourites: 0 });
    await authStore.signedIn(aUser({ email: 'other@example.test' }));
    await flush();
    expect(counts()).toEqual({ cart: 2, favourites: 7 });
    expect(cartRepository.calls).toEqual(['load', 'load']);
  });

  it("keeps the modal of a listener's add still being answered when the sync first runs", async () => {
    const { authStore, cartRepository, cartStore, sync } = setup(new FakeSessionGateway().signedInAs(aUser()));
    // The session is known before the sync starts: a list's add can go live before the shell's services arrive.
    await authStore.start();
    const item = aCartItem({ product: { referenceId: 'pl_lalka' as ReferenceId } });
    cartRepository.selling('lalka', item).hold();
    const adding = new AddToCart({ cartRepository, cartStore, analytics: new RecordingAnalytics() }).execute({ item });
    sync.start({ locale: 'pl' });
    cartRepository.release();
    await adding;
    await flush();
    expect(cartStore.state.recentItemModal?.product.id).toBe(item.product.id);
  });

  it('reloads the cart when club membership changes (its prices change), not on other updates', async () => {
    const user = aUser({ isClubMember: false });
    const { authStore, cartRepository, sync } = setup(new FakeSessionGateway().signedInAs(user));
    sync.start({ locale: 'pl' });
    await authStore.start();
    await flush();
    await authStore.userUpdated({ ...user, newsletter: true });
    await flush();
    expect(cartRepository.calls).toEqual(['load']);
    await authStore.userUpdated({ ...user, isClubMember: true });
    await flush();
    expect(cartRepository.calls).toEqual(['load', 'load']);
  });

  it("keeps each market's cart in its currency and stops following once stopped", async () => {
    const { authStore, cartRepository, cartStore, sync } = setup(new FakeSessionGateway().signedInAs(aUser()));
    const stopPl = sync.start({ locale: 'pl' });
    await authStore.start();
    await flush();
    stopPl();
    const stopDe = sync.start({ locale: 'de' });
    await flush();
    expect(cartStore.state.cart.currency).toBe('EUR');
    expect(cartRepository.calls).toEqual(['load', 'load']);
    stopDe();
    await authStore.signedOut();
    expect(cartStore.state.cart.items).toHaveLength(2);
  });

  it('shows a visitor the cart this browser keeps, once the auth check says they are one', async () => {
    const { authStore, cartRepository, guestCart, sync, counts } = setup();
    guestCart.write('pl', [aCartItem()]);
    sync.start({ locale: 'pl' });
    expect(counts().cart).toBe(0);
    await authStore.start();
    await flush();
    expect(counts().cart).toBe(1);
    expect(cartRepository.calls).toEqual([]);
  });

  it("hands the browser's cart to the store on sign-in before loading the store's", async () => {
    const { authStore, cartRepository, guestCart, sync, counts } = setup();
    const lalka = aCartItem({ product: { id: 'lalka' as never, referenceId: 'pl_lalka' as ReferenceId } });
    cartRepository.selling('lalka', lalka);
    guestCart.write('pl', [lalka]);
    sync.start({ locale: 'pl' });
    await authStore.start();
    await authStore.signedIn(aUser());
    await flush();
    await flush();
    expect(cartRepository.calls).toEqual(['add lalka', 'load']);
    expect(counts().cart).toBe(3);
    expect(guestCart.read('pl')).toEqual([]);
  });

  it("keeps the recent-item modal of a visitor's add made while the auth check ran", async () => {
    const { authStore, cartStore, guestCart, sync } = setup();
    const added = aCartItem();
    guestCart.write('pl', [added]);
    cartStore.recentItemModalOpened(added);
    sync.start({ locale: 'pl' });
    await authStore.start();
    await flush();
    expect(cartStore.state.recentItemModal).toBe(added);
    expect(cartStore.state.cart.items).toEqual([added]);
  });
});
