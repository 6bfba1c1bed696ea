import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem, ProductId, ReferenceId } from '#domain/cart/cart-item';
import { GUEST_CART_LIMIT, withGuestItem, withoutGuestItem } from '#domain/cart/guest-cart';
import { aCartItem } from '#test/support/mothers/cart-item.mother';

const itemOf = (id: number, referenceId: string | null = `pl_title-${id}`): CartItem =>
  aCartItem({
    product: { id: `id-${id}` as ProductId, referenceId: referenceId as ReferenceId | null },
    price: 100 + id,
  });

const adds = fc.array(fc.integer({ min: 0, max: 80 }), { maxLength: 120 });

describe("a visitor's cart", () => {
  it('holds each title once, the last added last, within the limit', () => {
    fc.assert(
      fc.property(adds, (ids) => {
        const items = ids.reduce<readonly CartItem[]>((cart, id) => withGuestItem(cart, itemOf(id)), []);
        const held = items.map((item) => item.product.id);
        expect(new Set(held).size).toBe(held.length);
        expect(held.length).toBeLessThanOrEqual(GUEST_CART_LIMIT);
        if (ids.length > 0) expect(held.at(-1)).toBe(`id-${ids.at(-1)}`);
        // Each kept title is among the most recently added distinct ones.
        const recent = [...new Set([...ids].reverse())].slice(0, GUEST_CART_LIMIT).map((id) => `id-${id}`);
        expect(new Set(held)).toEqual(new Set(recent));
      }),
    );
  });

  it('never takes a title without a reference id', () => {
    fc.assert(
      fc.property(adds, fc.constantFrom(null, '', 'pl_'), (ids, referenceId) => {
        const items = ids.reduce<readonly CartItem[]>((cart, id) => withGuestItem(cart, itemOf(id)), []);
        expect(withGuestItem(items, itemOf(999, referenceId))).toBe(items);
      }),
    );
  });

  it('takes a title out and leaves the rest in order', () => {
    fc.assert(
      fc.property(adds, fc.integer({ min: 0, max: 80 }), (ids, gone) => {
        const items = ids.reduce<readonly CartItem[]>((cart, id) => withGuestItem(cart, itemOf(id)), []);
        const after = withoutGuestItem(items, `id-${gone}` as ProductId);
        expect(after).toEqual(items.filter((item) => item.product.id !== `id-${gone}`));
      }),
    );
  });
});
