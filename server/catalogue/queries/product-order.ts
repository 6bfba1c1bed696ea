import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import type { ProductSort } from '#domain/catalog/product-sort';
import type { DatabaseSchema } from '#server/db/schema';

// The storefront reads the same orders from its addresses: one definition, in the domain.
export { NATURAL_ORDER, type ProductOrder, resolveOrder } from '#domain/catalog/product-sort';

type Listed = ExpressionBuilder<DatabaseSchema, 'products' | 'product_prices'>;

/** The exact average as a double on both databases (integer division would truncate it on SQLite). */
export const averageRating = () =>
  sql<number>`case when ${sql.ref('products.rating_count')} = 0 then 0 else cast(${sql.ref('products.rating_sum')} as double precision) / ${sql.ref('products.rating_count')} end`;

/** What a visitor pays: the discount price when there is one (it is always below the price). */
const visitorPrice = (eb: Listed) => eb.fn.coalesce('product_prices.discount_price', 'product_prices.price');

/**
 * The keys each sort orders by, most significant first; ties end on the id so pages never overlap. Names sort by
 * slug, the name folded to ASCII, so the order is the same on SQLite and PostgreSQL whatever their collation.
 */
export const sortKeys = (eb: Listed, sort: ProductSort): readonly Expression<unknown>[] => {
  switch (sort) {
    case 'popularity':
      return [eb.ref('products.rating_count'), averageRating()];
    case 'rating':
      return [averageRating(), eb.ref('products.rating_count')];
    case 'newest':
      return [eb.ref('products.published_at')];
    case 'price':
      return [visitorPrice(eb)];
    case 'name':
      return [eb.ref('products.slug')];
  }
};
