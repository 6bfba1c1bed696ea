import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ListState, listOrderView, listSearch, listStateFromQuery, pageSearch } from '#domain/catalog/list-query';
import { DEFAULT_PRODUCT_ORDER, PRODUCT_SORTS, resolveOrder, SORT_ORDERS } from '#domain/catalog/product-sort';

const stateArbitrary: fc.Arbitrary<ListState> = fc.record({
  page: fc.integer({ min: 1, max: 999_999 }),
  order: fc.record({ sort: fc.constantFrom(...PRODUCT_SORTS), order: fc.constantFrom(...SORT_ORDERS) }),
});

/** The query values as the address carries them. */
const parse = (search: string) => {
  const params = new URLSearchParams(search);
  return listStateFromQuery({ page: params.get('page'), sort: params.get('sort') });
};

describe('list addresses (page and sort in the query)', () => {
  it.each([
    [{ page: 1, order: DEFAULT_PRODUCT_ORDER }, ''],
    [{ page: 2, order: DEFAULT_PRODUCT_ORDER }, '?page=2'],
    [{ page: 1, order: resolveOrder('price', 'desc') }, '?sort=price-desc'],
    [{ page: 3, order: resolveOrder('newest', undefined) }, '?page=3&sort=newest'],
  ])('writes %o as "%s"', (state, search) => {
    expect(listSearch(state)).toBe(search);
  });

  it('reads missing and mistyped values as page 1 in the default order', () => {
    expect(listStateFromQuery({ page: null, sort: undefined })).toEqual({ page: 1, order: DEFAULT_PRODUCT_ORDER });
    expect(listStateFromQuery({ page: '-2', sort: 'cheapest' })).toEqual({ page: 1, order: DEFAULT_PRODUCT_ORDER });
  });

  it('reads back every state it writes, so a shared or reloaded address shows the same list', () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        expect(parse(listSearch(state))).toEqual(state);
      }),
    );
  });

  it('gives two different states two different addresses', () => {
    fc.assert(
      fc.property(stateArbitrary, stateArbitrary, (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b));
        expect(listSearch(a)).not.toBe(listSearch(b));
      }),
    );
  });

  it("writes an order for the browser as the address would, so its pager's links are the server's", () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        const view = listOrderView(state.order);
        expect(pageSearch(state.page, view.query)).toBe(listSearch(state));
        expect(view.query === null).toBe(JSON.stringify(state.order) === JSON.stringify(DEFAULT_PRODUCT_ORDER));
        expect(listStateFromQuery({ page: null, sort: view.value }).order).toEqual(state.order);
      }),
    );
  });
});
