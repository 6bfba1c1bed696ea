import type { MinorUnits } from '../pricing/minor-units';
import type { ProductPrices } from '../pricing/product-prices';
import type { Brand } from '../shared/brand';

/** A product's id (structurally the same brand wherever a product id is declared). */
export type ProductId = Brand<string, 'ProductId'>;

/** Spec §3: a product's id in the legacy store, `{market}_{slug}` (e.g. `pl_pan-tadeusz`). */
export type ReferenceId = Brand<string, 'ReferenceId'>;

/** Spec §7: the id the cart adds a product by: the reference id without its country prefix (`pan-tadeusz`). */
export type CartProductId = Brand<string, 'CartProductId'>;

/** Spec §3 cart item product: id, name, image_url, reference_id, the four prices and the authors' names. */
export interface CartProduct extends ProductPrices {
  readonly id: ProductId;
  readonly name: string;
  readonly imageUrl: string | null;
  readonly referenceId: ReferenceId | null;
  readonly authors: readonly { readonly name: string }[];
}

/** Spec §3 cart item: the product and the price it is in the cart for. */
export interface CartItem {
  readonly product: CartProduct;
  readonly price: MinorUnits;
}
