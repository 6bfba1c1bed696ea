import type { ProductSummary } from '#application/catalog/product-summary';
import type { Category } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import { categoryPathId } from '#domain/routing/category-path-id';
import { pathFor } from '#domain/routing/path-for';
import type { RoutingContext } from '#domain/routing/routing-context';

/** Spec §2: a product's page by its type: audiobook, podcast or cycle, addressed by id. */
export const productPath = (
  product: Pick<ProductSummary, 'id' | 'type'>,
  locale: Locale,
  routing: RoutingContext,
): string => pathFor(product.type, { id: product.id }, locale, routing);

/** Spec §2: a category's page, by slug or else id. */
export const categoryPath = (category: Category, locale: Locale, routing: RoutingContext): string =>
  pathFor('category', { id: categoryPathId(category) }, locale, routing);
