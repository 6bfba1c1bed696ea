import fc from 'fast-check';
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
  it('keeps a press made while relations were on their way; products not pressed take the answer', () => {
    const store = new FavouritesStore();
    const asOf = store.changeMark();
    store.changedOptimistically([a], true);
    store.relationsLoaded(
      new Map([
        [a, false],
        [b, true],
      ]),
      asOf,
    );
    expect([store.isFavourite(a), store.isFavourite(b)]).toEqual([true, true]);
    // Relations asked for after the press are the server's word on it.
    store.relationsLoaded(new Map([[a, false]]), store.changeMark());
    expect(store.isFavourite(a)).toBe(false);
  });

  it('never lets relations asked for before a change overwrite the flag that change set', () => {
    const products = ['p1', 'p2', 'p3'] as ProductId[];
    const product = fc.constantFrom(...products);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(product, fc.boolean()), { maxLength: 6 }),
        fc.array(fc.tuple(fc.subarray(products, { minLength: 1 }), fc.boolean(), fc.boolean()), { maxLength: 6 }),
        fc.array(fc.tuple(product, fc.boolean()), { minLength: 1, maxLength: 3 }),
        (known, changes, answer) => {
          const store = new FavouritesStore();
          store.relationsLoaded(new Map(known));
          const asOf = store.changeMark();
          for (const [ids, isFavourite, thenRevert] of changes) {
            const change = store.changedOptimistically(ids, isFavourite);
            if (thenRevert) store.revert(change);
          }
          const changedSince = new Set(changes.flatMap(([ids]) => ids));
          const beforeAnswer = new Map(store.state.flags);
          const answered = new Map(answer);
          store.relationsLoaded(answered, asOf);
          for (const id of products) {
            const expected = changedSince.has(id) || !answered.has(id) ? beforeAnswer.get(id) : answered.get(id);
            expect(store.state.flags.get(id)).toBe(expected);
          }
        },
      ),
    );
  });
});
