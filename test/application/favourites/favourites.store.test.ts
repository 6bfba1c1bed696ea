import { describe, expect, it } from 'vitest';
import { FavouritesStore } from '#application/favourites/favourites.store';
import type { ProductId } from '#domain/cart/cart-item';

const a = 'product-a' as ProductId;
const b = 'product-b' as ProductId;

describe('FavouritesStore', () => {
  it('reads an unknown product as not a favourite', () => {
    expect(new FavouritesStore().isFavourite(a)).toBe(false);
  });

  it('merges loaded relations over what it knew', () => {
    const store = new FavouritesStore();
    store.relationsLoaded(new Map([[a, true]]));
    store.relationsLoaded(new Map([[b, true]]));
    store.relationsLoaded(new Map([[a, false]]));
    expect([...store.state.flags]).toEqual([
      [a, false],
      [b, true],
    ]);
  });

  it('reverts an optimistic change to exactly what was there, forgetting flags it did not know', () => {
    const store = new FavouritesStore();
    store.relationsLoaded(new Map([[a, true]]));
    const change = store.changedOptimistically([a, b], false);
    expect([store.isFavourite(a), store.isFavourite(b)]).toEqual([false, false]);
    store.revert(change);
    expect([...store.state.flags]).toEqual([[a, true]]);
  });

  it('does not revert a flag that a later change has replaced', () => {
    const store = new FavouritesStore();
    const removal = store.changedOptimistically([a], false);
    store.changedOptimistically([a], true); // the undo, pressed before the removal failed
    store.revert(removal);
    expect(store.isFavourite(a)).toBe(true);
  });

  it('emits nothing for empty relations, an inapplicable revert or clearing an empty store', () => {
    const store = new FavouritesStore();
    const emissions: unknown[] = [];
    store.state$.subscribe((s) => emissions.push(s));
    store.relationsLoaded(new Map());
    store.cleared();
    store.revert({ productIds: [a], isFavourite: true, before: new Map([[a, undefined]]) });
    expect(emissions).toHaveLength(1);
  });

  it('forgets every flag when cleared (nobody signed in)', () => {
    const store = new FavouritesStore();
    store.relationsLoaded(new Map([[a, true]]));
    store.cleared();
    expect(store.isFavourite(a)).toBe(false);
    expect(store.state.flags.size).toBe(0);
  });
});
