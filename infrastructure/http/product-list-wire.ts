import type { ProductPage } from '#application/catalog/product-page';
import type { ReferenceId } from '#domain/cart/cart-item';
import type { ProductSummary } from '#application/catalog/product-summary';
import { toMinorUnits } from '#domain/pricing/minor-units';
import type { ProductPrices } from '#domain/pricing/product-prices';
import type { ProductListItemWire, ProductPageWire, ProductPricesWire } from '#contract/product.schema';

/** A wire amount as minor units, null where there is none. */
export const minor = (value: number | null) => (value === null ? null : toMinorUnits(value));

/** The wire's prices in minor units (spec §5), mapped to the domain's. */
export const toProductPrices = (wire: ProductPricesWire): ProductPrices => ({
  price: minor(wire.price),
  discountPrice: minor(wire.discount_price),
  priceForSubscribers: minor(wire.price_for_subscribers),
  lowestPrice: minor(wire.lowest_price),
});

/** A product of any list on the wire (swimlane, category, person) as its card shows it. */
export const toProductSummary = (wire: ProductListItemWire): ProductSummary => ({
  id: wire.id,
  type: wire.type,
  name: wire.name,
  authors: wire.description,
  imageUrl: wire.image_url,
  prices: toProductPrices(wire),
  currency: wire.currency,
  isFree: wire.is_free,
  referenceId: wire.reference_id as ReferenceId,
});

/** A page of a product collection on the wire. */
export const toProductPage = (wire: ProductPageWire): ProductPage => ({
  products: wire._embedded['app:product'].map(toProductSummary),
  page: wire.page,
  pages: wire.pages,
  total: wire.total,
});
