import { type Expression, type ExpressionBuilder, expressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';
import { countOf, offsetOf, type Page, type PageRequest } from './page';
import { CARD_COLUMNS, cardsOf, type ProductCardRecord, sellableProducts } from './product-card.query';
import { type ProductOrder, sortKeys } from './product-order';

/** Which of a catalogue's products a collection holds. */
export type ProductFilter = (
  eb: ExpressionBuilder<DatabaseSchema, 'products' | 'product_prices'>,
) => Expression<SqlBool>;

/** One page of the catalogue's products the filter selects, in the requested order, with the collection's size. */
export const listProductCards = async (
  db: Kysely<DatabaseSchema>,
  input: {
    readonly catalogId: string;
    readonly filter: ProductFilter;
    readonly order: ProductOrder;
    readonly page: PageRequest;
  },
): Promise<Page<ProductCardRecord>> => {
  const selected = sellableProducts(db, input.catalogId).where(input.filter);
  const counted = await selected.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  const total = countOf(counted);
  if (total === 0 || offsetOf(input.page) >= total) return { items: [], total };
  let query = selected.select(CARD_COLUMNS);
  for (const key of sortKeys(expressionBuilder<DatabaseSchema, 'products' | 'product_prices'>(), input.order.sort))
    query = query.orderBy(key, input.order.order);
  const rows = await query.orderBy('products.id').limit(input.page.limit).offset(offsetOf(input.page)).execute();
  return { items: await cardsOf(db, rows), total };
};
