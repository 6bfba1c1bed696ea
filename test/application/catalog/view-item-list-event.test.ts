import { describe, expect, it } from 'vitest';
import { viewItemListEvent } from '#application/catalog/view-item-list-event';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { aScreenProduct } from '#test/support/mothers/screen.mother';

const money = (amount: number) => amount as MinorUnits;

describe('viewItemListEvent (spec §9 view_item_list)', () => {
  const offer = aScreenProduct({
    id: 'a',
    name: 'Lalka',
    prices: { price: money(3990), discountPrice: money(2990), priceForSubscribers: money(1990), lowestPrice: null },
  });
  const free = aScreenProduct({ id: 'b', name: 'Pan Tadeusz', isFree: true });
  const unpriced = aScreenProduct({
    id: 'c',
    name: 'Quo vadis',
    prices: { price: null, discountPrice: null, priceForSubscribers: null, lowestPrice: null },
  });

  it('names the list and each product at its place in the whole list with the price its card shows', () => {
    expect(
      viewItemListEvent({ id: 'category:1', name: 'Klasyka' }, [offer, free, unpriced], {
        firstIndex: 15,
        isClubMember: false,
      }),
    ).toEqual({
      name: 'view_item_list',
      listId: 'category:1',
      listName: 'Klasyka',
      items: [
        { id: 'a', name: 'Lalka', index: 15, price: 29.9, currency: 'PLN' },
        { id: 'b', name: 'Pan Tadeusz', index: 16, price: 0, currency: 'PLN' },
        { id: 'c', name: 'Quo vadis', index: 17 },
      ],
    });
  });

  it('gives a club member the subscriber price', () => {
    const event = viewItemListEvent({ id: 'l', name: 'L' }, [offer], { firstIndex: 0, isClubMember: true });
    expect(event.name === 'view_item_list' && event.items[0]?.price).toBe(19.9);
  });
});
