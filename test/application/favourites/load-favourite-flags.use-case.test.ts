import { describe, expect, it } from 'vitest';
import type { ProductId } from '#domain/cart/cart-item';
import { favouritesHarness } from '#test/support/favourites-harness';
import { aUser } from '#test/support/mothers/user.mother';

const a = 'product-a' as ProductId;
const b = 'product-b' as ProductId;

describe('LoadFavouriteFlags (spec §3, §7 GetProductRelations)', () => {
  it("asks once per product and puts the user's flags in the store", async () => {
    const h = favouritesHarness();
    h.favouritesRepository.withFavourites(b);

    const result = await h.loadFlags.execute({ productIds: [a, b, a], user: aUser() });

    expect(result.ok && [...result.value]).toEqual([
      [a, false],
      [b, true],
    ]);
    expect(h.favouritesRepository.calls).toEqual([{ op: 'relations', productIds: [a, b] }]);
    expect([h.favouritesStore.isFavourite(a), h.favouritesStore.isFavourite(b)]).toEqual([false, true]);
  });

  it('asks nothing for an anonymous visitor: no product is a favourite', async () => {
    const h = favouritesHarness();
    h.favouritesStore.relationsLoaded(new Map([[a, true]])); // left from a user who signed out

    const result = await h.loadFlags.execute({ productIds: [a], user: null });

    expect(result.ok && [...result.value]).toEqual([[a, false]]);
    expect(h.favouritesRepository.calls).toEqual([]);
    expect(h.favouritesStore.isFavourite(a)).toBe(false);
  });

  it('asks nothing when no product is on screen', async () => {
    const h = favouritesHarness();
    await h.loadFlags.execute({ productIds: [], user: aUser() });
    expect(h.favouritesRepository.calls).toEqual([]);
  });

  it('returns the failure and leaves the flags as they were', async () => {
    const h = favouritesHarness();
    h.favouritesStore.relationsLoaded(new Map([[a, true]]));
    h.favouritesRepository.failWith({ code: 'FAVOURITES.UNAVAILABLE' });

    const result = await h.loadFlags.execute({ productIds: [a], user: aUser() });

    expect(result).toEqual({ ok: false, error: { code: 'FAVOURITES.UNAVAILABLE' } });
    expect(h.favouritesStore.isFavourite(a)).toBe(true);
  });
  it('leaves a flag the listener changed while the relations were on their way', async () => {
    const h = favouritesHarness();
    const loading = h.loadFlags.execute({ productIds: [a, b], user: aUser() });
    h.favouritesStore.changedOptimistically([a], true);

    await loading;

    expect([h.favouritesStore.isFavourite(a), h.favouritesStore.isFavourite(b)]).toEqual([true, false]);
  });
});
