import type { MinorUnits } from '#domain/pricing/minor-units';
import type { ProductPrices } from '#domain/pricing/product-prices';
import type { PromoDiscount } from '#domain/pricing/promo-code';
import type { EpochMs } from '#domain/shared/time';
import type { ProductCardRecord } from '../../catalogue/queries/product-card.query';

/** A promo code of a catalogue as stored: its discount and expiry (null: never). */
export interface PromoCode {
  readonly id: string;
  readonly code: string;
  readonly discount: PromoDiscount;
  readonly expiresAt: EpochMs | null;
}

/** A title in a cart with its prices in the cart's catalogue. */
export interface CartProduct {
  readonly card: ProductCardRecord;
  readonly prices: ProductPrices & { readonly price: MinorUnits };
}

/** A user's cart in one catalogue as stored, before it is priced for them. */
export interface StoredCart {
  /** In the order they were added. */
  readonly products: readonly CartProduct[];
  /** The applied code, expired or not. */
  readonly promo: PromoCode | null;
}

/** The carts of every user, each keyed by its owner's id and a catalogue. */
export interface CartRepository {
  /** The id of the product with this reference id and a price in the catalogue; null when there is none. */
  findProduct(catalogId: string, referenceId: string): Promise<string | null>;
  /** Puts the product in the cart; one already in it stays as it is. */
  add(userId: string, catalogId: string, productId: string, at: Date): Promise<void>;
  /** Takes the product out of the user's cart; false when it was not in it. */
  remove(userId: string, productId: string): Promise<boolean>;
  /** Takes the products out of the user's cart, as buying them does. */
  removeProducts(userId: string, productIds: readonly string[]): Promise<void>;
  /** The catalogue's promo code of this (normalised) code; null when there is none. */
  findPromoCode(catalogId: string, code: string): Promise<PromoCode | null>;
  /** Applies the promo code to the user's cart in the catalogue, replacing any other. */
  applyPromoCode(userId: string, catalogId: string, promoCodeId: string, at: Date): Promise<void>;
  removePromoCode(userId: string, catalogId: string): Promise<void>;
  read(userId: string, catalogId: string): Promise<StoredCart>;
}
