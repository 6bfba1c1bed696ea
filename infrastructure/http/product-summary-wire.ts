import type { ProductSummary } from '#application/catalog/product-summary';
import { toMinorUnits } from '#domain/pricing/minor-units';
import type { ProductPrices } from '#domain/pricing/product-prices';
import type { ProductListItemWire, ProductPricesWire } from '#contract/product.schema';

const minor = (value: number | null) => (value === null ? null : toMinorUnits(value));

/** The wire's prices in minor units (spec §5), mapped to the domain's. */
export const toProductPrices = (wire: ProductPricesWire): ProductPrices => ({
  price: minor(wire.price),
  discountPrice: minor(wire.discount_price),
  priceForSubscribers: minor(wire.price_for_subscribers),
  lowestPrice: minor(wire.lowest_price),
});

/** A product in a collection, as every list's card shows it; `description` holds the credited names (api-contract). */
export const toProductSummary = (wire: ProductListItemWire): ProductSummary => ({
  id: wire.id,
  type: wire.type,
  name: wire.name,
  authors: wire.description,
  imageUrl: wire.image_url,
  prices: toProductPrices(wire),
  currency: wire.currency,
  isFree: wire.is_free,
});
