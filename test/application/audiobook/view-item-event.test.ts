import { describe, expect, it } from 'vitest';
import { viewItemEvent } from '#application/audiobook/view-item-event';
import type { MinorUnits } from '#domain/pricing/minor-units';

const amount = (value: number) => value as MinorUnits;
const PRICES = {
  price: amount(4990),
  discountPrice: amount(3990),
  priceForSubscribers: amount(2990),
  lowestPrice: null,
};

describe('view_item (spec §9)', () => {
  it("names the title with the price a visitor sees: the discount, never the subscribers' price", () => {
    expect(viewItemEvent({ id: 'a1', name: 'Emma', prices: PRICES, currency: 'PLN' })).toEqual({
      name: 'view_item',
      item: { id: 'a1', name: 'Emma', price: 39.9, currency: 'PLN' },
    });
  });

  it('names no price for a title that has none', () => {
    const prices = { price: null, discountPrice: null, priceForSubscribers: null, lowestPrice: null };
    expect(viewItemEvent({ id: 'a2', name: 'Persuasion', prices, currency: 'EUR' })).toEqual({
      name: 'view_item',
      item: { id: 'a2', name: 'Persuasion' },
    });
  });
});
