import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardCartItem } from '#application/cart/card-cart-item';
import type { ProductSummary } from '#application/catalog/product-summary';
import { cartProductIdOf } from '#domain/cart/cart-product-id';
import { displayedPrice } from '#domain/pricing/displayed-price';
import { referenceIdArbitrary } from '#test/support/arbitraries/cart.arbitrary';
import { productPricesArbitrary } from '#test/support/arbitraries/pricing.arbitrary';

const summaryArbitrary: fc.Arbitrary<ProductSummary> = fc.record({
  id: fc.uuid(),
  type: fc.constantFrom('audiobook', 'podcast', 'cycle'),
  name: fc.string({ minLength: 1, maxLength: 30 }),
  authors: fc.array(fc.stringMatching(/^[A-Za-z][A-Za-z .]{0,15}[a-z]$/), { maxLength: 3 }).map((a) => a.join(', ')),
  imageUrl: fc.constant('/pl/v2/covers/x/v1.svg'),
  prices: productPricesArbitrary,
  currency: fc.constant('PLN'),
  isFree: fc.boolean(),
  referenceId: referenceIdArbitrary,
});

describe('cardCartItem (spec §5, §7: what a card adds)', () => {
  it('offers an add exactly for a paid audiobook with a reference id and a shown price', () => {
    fc.assert(
      fc.property(summaryArbitrary, fc.boolean(), (product, isClubMember) => {
        const addable =
          product.type === 'audiobook' &&
          !product.isFree &&
          cartProductIdOf(product.referenceId) !== null &&
          displayedPrice(product.prices, isClubMember) !== null;
        expect(cardCartItem(product, isClubMember) !== null).toBe(addable);
      }),
    );
  });

  it('puts the title in at the price its card shows, with its prices, reference id and authors', () => {
    fc.assert(
      fc.property(summaryArbitrary, fc.boolean(), (product, isClubMember) => {
        const item = cardCartItem(product, isClubMember);
        fc.pre(item !== null);
        expect(item?.price).toBe(displayedPrice(product.prices, isClubMember));
        expect(item?.product).toMatchObject({ id: product.id, name: product.name, referenceId: product.referenceId });
        expect(item?.product.priceForSubscribers).toBe(product.prices.priceForSubscribers);
        expect(item?.product.authors.map((a) => a.name).join(', ')).toBe(product.authors);
      }),
    );
  });
});
