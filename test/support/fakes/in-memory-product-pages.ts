import type { ProductPage, ProductPageRequest } from '#application/catalog/product-page';
import type { ProductSummary } from '#application/catalog/product-summary';
import { pageCount } from '#domain/favourites/favourites-paging';

// What a visitor pays, as the API sorts by price: the discount price when there is one.
const visitorPrice = (product: ProductSummary) => product.prices.discountPrice ?? product.prices.price ?? 0;

/**
 * A page of products in memory, as the API serves one: held in popularity order (the order they were given), so
 * popularity, rating and newest keep it (reversed for the other direction); price and name sort for real.
 */
export const pageOfProducts = (products: readonly ProductSummary[], request: ProductPageRequest): ProductPage => {
  const { sort, order } = request.order;
  const ranked = [...products];
  if (sort === 'price') ranked.sort((a, b) => visitorPrice(a) - visitorPrice(b));
  if (sort === 'name') ranked.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const natural = sort === 'price' || sort === 'name' ? 'asc' : 'desc';
  if (order !== natural) ranked.reverse();
  const start = (request.page - 1) * request.limit;
  return {
    products: ranked.slice(start, start + request.limit),
    page: request.page,
    pages: pageCount(products.length, request.limit),
    total: products.length,
  };
};
