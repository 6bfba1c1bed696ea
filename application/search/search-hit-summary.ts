import type { ReferenceId } from '#domain/cart/cart-item';
import type { Locale } from '#domain/market/locale';
import type { SearchHit } from '#domain/search/search-hit';
import type { ProductSummary } from '../catalog/product-summary';

/**
 * A search hit as every list's card shows it (spec §3 Search hit -> the list's product). The index stores no currency:
 * its prices are the market's, so the caller gives the market's currency; authors are the hit's description, as in
 * every list item (api-contract). The hit names no reference id, but the store makes every one `{market}_{slug}`
 * (api-contract), which is what the cart adds by.
 */
export const searchHitSummary = (hit: SearchHit, currency: string, locale: Locale): ProductSummary => ({
  id: hit.id,
  type: hit.type,
  name: hit.name,
  authors: hit.description,
  imageUrl: hit.imageUrl ?? '',
  prices: {
    price: hit.price,
    discountPrice: hit.discountPrice,
    priceForSubscribers: hit.priceForSubscribers,
    lowestPrice: hit.lowestPrice,
  },
  currency,
  isFree: hit.isFree,
  referenceId: `${locale}_${hit.slug}` as ReferenceId,
});
