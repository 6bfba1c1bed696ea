/** How a product collection may be ordered, each with its natural direction when no order is given. */
export const PRODUCT_SORTS = ['popularity', 'rating', 'newest', 'price', 'name'] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;

export type SortOrder = (typeof SORT_ORDERS)[number];

/** A requested order: the sort key and its direction. */
export interface ProductOrder {
  readonly sort: ProductSort;
  readonly order: SortOrder;
}

/** Each sort's direction when none is named: best, newest and cheapest first, names from A. */
export const NATURAL_ORDER: Readonly<Record<ProductSort, SortOrder>> = {
  popularity: 'desc',
  rating: 'desc',
  newest: 'desc',
  price: 'asc',
  name: 'asc',
};

/** The sort with its direction filled in. */
export const resolveOrder = (sort: ProductSort, order: SortOrder | undefined): ProductOrder => ({
  sort,
  order: order ?? NATURAL_ORDER[sort],
});

/** The order of a product list until its visitor picks another: most popular first, as the API's own default. */
export const DEFAULT_PRODUCT_ORDER: ProductOrder = resolveOrder('popularity', undefined);

/** The orders a product list offers its visitor, in the order they are listed; price goes both ways. */
export const SORT_CHOICES: readonly ProductOrder[] = [
  DEFAULT_PRODUCT_ORDER,
  resolveOrder('rating', undefined),
  resolveOrder('newest', undefined),
  resolveOrder('price', 'asc'),
  resolveOrder('price', 'desc'),
  resolveOrder('name', undefined),
];

export const isSameOrder = (a: ProductOrder, b: ProductOrder): boolean => a.sort === b.sort && a.order === b.order;

/**
 * A list's order as its address holds it (`?sort=price-desc`): the sort alone in its natural direction, else the
 * sort and the direction joined by a hyphen, so one query value (and one form field) carries both.
 */
export const sortParam = (order: ProductOrder): string =>
  order.order === NATURAL_ORDER[order.sort] ? order.sort : `${order.sort}-${order.order}`;

const isProductSort = (value: string): value is ProductSort => (PRODUCT_SORTS as readonly string[]).includes(value);
const isSortOrder = (value: string): value is SortOrder => (SORT_ORDERS as readonly string[]).includes(value);

/**
 * The order a `sort` query value names (`price`, `price-desc`); anything else, missing or mistyped, reads as the
 * default order, so an edited address shows the list instead of an error.
 */
export const orderFromQuery = (value: string | null | undefined): ProductOrder => {
  const [sort = '', order, ...rest] = (value ?? '').split('-');
  if (!isProductSort(sort) || rest.length > 0) return DEFAULT_PRODUCT_ORDER;
  if (order === undefined) return resolveOrder(sort, undefined);
  return isSortOrder(order) ? resolveOrder(sort, order) : DEFAULT_PRODUCT_ORDER;
};
