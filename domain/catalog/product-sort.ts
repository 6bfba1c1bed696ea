/** How a product collection may be ordered, each with its natural direction when no order is given. */
export const PRODUCT_SORTS = ['popularity', 'rating', 'newest', 'price', 'name'] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;

export type SortOrder = (typeof SORT_ORDERS)[number];
