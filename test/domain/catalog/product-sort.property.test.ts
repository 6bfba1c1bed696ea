import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_ORDER,
  isSameOrder,
  NATURAL_ORDER,
  orderFromQuery,
  PRODUCT_SORTS,
  type ProductOrder,
  resolveOrder,
  SORT_CHOICES,
  SORT_ORDERS,
  sortParam,
} from '#domain/catalog/product-sort';

const orderArbitrary: fc.Arbitrary<ProductOrder> = fc.record({
  sort: fc.constantFrom(...PRODUCT_SORTS),
  order: fc.constantFrom(...SORT_ORDERS),
});

describe('product list orders', () => {
  it("fills in each sort's natural direction: best, newest and cheapest first, names from A", () => {
    expect(NATURAL_ORDER).toEqual({ popularity: 'desc', rating: 'desc', newest: 'desc', price: 'asc', name: 'asc' });
    expect(resolveOrder('price', undefined)).toEqual({ sort: 'price', order: 'asc' });
    expect(resolveOrder('price', 'desc')).toEqual({ sort: 'price', order: 'desc' });
    expect(DEFAULT_PRODUCT_ORDER).toEqual({ sort: 'popularity', order: 'desc' });
  });

  it('offers the default first, then rating, newest, price both ways and names', () => {
    expect(SORT_CHOICES.map(sortParam)).toEqual(['popularity', 'rating', 'newest', 'price', 'price-desc', 'name']);
  });

  it.each([
    [null, 'popularity', 'desc'],
    ['', 'popularity', 'desc'],
    ['price', 'price', 'asc'],
    ['price-desc', 'price', 'desc'],
    ['name-desc', 'name', 'desc'],
    ['newest-asc', 'newest', 'asc'],
    ['PRICE', 'popularity', 'desc'],
    ['price-down', 'popularity', 'desc'],
    ['price-desc-x', 'popularity', 'desc'],
    ['cheapest', 'popularity', 'desc'],
  ])('reads ?sort=%s as %s %s', (value, sort, order) => {
    expect(orderFromQuery(value)).toEqual({ sort, order });
  });

  it('reads back every order it writes', () => {
    fc.assert(
      fc.property(orderArbitrary, (order) => {
        expect(isSameOrder(orderFromQuery(sortParam(order)), order)).toBe(true);
      }),
    );
  });

  it('writes the sort alone exactly when the direction is its natural one', () => {
    fc.assert(
      fc.property(orderArbitrary, (order) => {
        expect(sortParam(order) === order.sort).toBe(order.order === NATURAL_ORDER[order.sort]);
      }),
    );
  });

  it('reads any text as some valid order, and anything it does not know as the default', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const order = orderFromQuery(value);
        expect(PRODUCT_SORTS).toContain(order.sort);
        expect(SORT_ORDERS).toContain(order.order);
        if (sortParam(order) !== value && `${order.sort}-${order.order}` !== value) {
          expect(order).toEqual(DEFAULT_PRODUCT_ORDER);
        }
      }),
    );
  });
});
