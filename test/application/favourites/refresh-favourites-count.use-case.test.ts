import { describe, expect, it } from 'vitest';
import { FavouritesCountStore } from '#application/favourites/favourites-count.store';
import { RefreshFavouritesCount } from '#application/favourites/refresh-favourites-count.use-case';
import { FakeFavouritesCount } from '#test/support/fakes/fake-favourites-count';

const setup = (port: FakeFavouritesCount) => {
  const store = new FavouritesCountStore();
  return { store, refresh: new RefreshFavouritesCount({ favouritesCount: port, favouritesCountStore: store }) };
};

describe('RefreshFavouritesCount', () => {
  it("puts the user's favourites total on the badge", async () => {
    const { store, refresh } = setup(new FakeFavouritesCount().answering(12));
    expect(await refresh.execute()).toEqual({ ok: true, value: 12 });
    expect(store.state.count).toBe(12);
  });

  it('shows no count rather than a stale one when counting fails', async () => {
    const port = new FakeFavouritesCount().answering(3);
    const { store, refresh } = setup(port);
    await refresh.execute();
    port.failWith({ code: 'FAVOURITES.UNAVAILABLE' });
    expect(await refresh.execute()).toEqual({ ok: false, error: { code: 'FAVOURITES.UNAVAILABLE' } });
    expect(store.state.count).toBe(0);
  });

  it('treats a throwing port as unavailable', async () => {
    const port = new FakeFavouritesCount();
    port.count = () => Promise.reject(new Error('offline'));
    const { store, refresh } = setup(port);
    expect(await refresh.execute()).toEqual({ ok: false, error: { code: 'FAVOURITES.UNAVAILABLE' } });
    expect(store.state.count).toBe(0);
  });

  it('drops a count that arrives after a reset', async () => {
    const port = new FakeFavouritesCount().answering(5);
    const { store, refresh } = setup(port);
    const counting = refresh.execute();
    store.reset();
    await counting;
    expect(store.state.count).toBe(0);
  });
});
