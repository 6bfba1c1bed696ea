import fc from 'fast-check';
import type { CartItem, ProductId, ReferenceId } from '#domain/cart/cart-item';
import type { CartEvent } from '#domain/cart/cart.reducer';
import { minorUnitsArbitrary, priceFieldArbitrary } from './pricing.arbitrary';

const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((s) => s.length > 0 && s.length <= 30);

/** Reference ids as the API sends them (`{market}_{slug}`), plus odd ones: missing, empty, prefix only. */
export const referenceIdArbitrary: fc.Arbitrary<ReferenceId | null> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.constantFrom('pl', 'cz', 'sk', 'de', 'lt', 'es', 'en', 'tr'), slug)
      .map(([m, s]) => `${m}_${s}` as ReferenceId),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, '' as ReferenceId, 'pl_' as ReferenceId) },
);

/** Any cart item, its product possibly without a reference id. */
export const cartItemArbitrary: fc.Arbitrary<CartItem> = fc.record({
  product: fc.record({
    id: fc.uuid().map((id) => id as ProductId),
    name: fc.string({ minLength: 1, maxLength: 40 }),
    imageUrl: fc.constantFrom(null, 'https://example.test/cover.jpg'),
    referenceId: referenceIdArbitrary,
    price: priceFieldArbitrary,
    discountPrice: priceFieldArbitrary,
    priceForSubscribers: priceFieldArbitrary,
    lowestPrice: priceFieldArbitrary,
    authors: fc.array(fc.record({ name: fc.string({ minLength: 1, maxLength: 20 }) }), { maxLength: 3 }),
  }),
  price: minorUnitsArbitrary,
});

/** Any cart event. */
export const cartEventArbitrary: fc.Arbitrary<CartEvent> = fc.oneof(
  fc.constant({ type: 'cartRefreshRequested' } as const),
  fc.array(cartItemArbitrary, { maxLength: 5 }).map((items) => ({ type: 'cartLoaded', items }) as const),
  fc.constant({ type: 'cartLoadFailed' } as const),
  cartItemArbitrary.map((item) => ({ type: 'addToCartRequested', item }) as const),
  cartItemArbitrary.map((item) => ({ type: 'itemAdded', item }) as const),
  fc.constant({ type: 'addToCartFailed' } as const),
  fc
    .tuple(cartItemArbitrary, fc.array(cartItemArbitrary, { maxLength: 5 }))
    .map(([item, items]) => ({ type: 'guestItemAdded', item, items: [...items, item] }) as const),
);
