import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartProductIdOf } from '#domain/cart/cart-product-id';
import { cartValue } from '#domain/cart/cart-value';
import { cartReducer, type CartState, emptyCart } from '#domain/cart/cart.reducer';
import { cartEventArbitrary, cartItemArbitrary } from '#test/support/arbitraries/cart.arbitrary';

const run = (events: readonly Parameters<typeof cartReducer>[1][]): CartState =>
  events.reduce((state, event) => cartReducer(state, event).state, emptyCart('EUR'));

describe('cart properties', () => {
  it('keeps the value equal to the sum of the items, never negative, whatever happens', () => {
    fc.assert(
      fc.property(fc.array(cartEventArbitrary, { maxLength: 20 }), (events) => {
        const state = run(events);
        expect(state.value).toBe(cartValue(state.items));
        expect(state.value).toBeGreaterThanOrEqual(0);
        expect(state.currency).toBe('EUR');
      }),
    );
  });

  it('values a cart the same in any order, and one more item adds its price', () => {
    fc.assert(
      fc.property(fc.array(cartItemArbitrary, { maxLength: 8 }), cartItemArbitrary, (items, extra) => {
        expect(cartValue([...items].reverse())).toBe(cartValue(items));
        expect(cartValue([...items, extra])).toBe(cartValue(items) + extra.price);
      }),
    );
  });

  it('asks to add exactly the products that have a reference id, by the id without its prefix', () => {
    fc.assert(
      fc.property(cartItemArbitrary, (item) => {
        const { state, commands } = cartReducer(emptyCart('PLN'), { type: 'addToCartRequested', item });
        const id = cartProductIdOf(item.product.referenceId);
        if (id === null) expect({ state, commands }).toEqual({ state: emptyCart('PLN'), commands: [] });
        else {
          expect(commands).toEqual([{ type: 'addToCart', cartProductId: id }]);
          expect(item.product.referenceId?.endsWith(id)).toBe(true);
          expect(id).not.toMatch(/^[a-z]{2}_/);
        }
      }),
    );
  });

  it('makes the last added item the recent item, whatever happens after it but another add', () => {
    fc.assert(
      fc.property(
        fc.array(cartEventArbitrary, { maxLength: 10 }),
        cartItemArbitrary,
        fc.array(
          cartEventArbitrary.filter((e) => e.type !== 'itemAdded' && e.type !== 'guestItemAdded'),
          { maxLength: 10 },
        ),
        (before, item, after) => {
          expect(run([...before, { type: 'itemAdded', item }, ...after]).recentItem).toBe(item);
        },
      ),
    );
  });
});
