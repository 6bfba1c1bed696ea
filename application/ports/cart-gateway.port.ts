import type { ProductId } from '#domain/cart/cart-item';
import type { PricedCart } from '#domain/cart/priced-cart';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { CartPageError } from '../cart/cart-page.errors';

/** An order made of the cart, waiting for its payment on the provider's page. */
export interface StartedPayment {
  readonly orderId: string;
  /** Where the browser pays: a path of this store or the provider's https address. */
  readonly paymentUrl: string;
}

/** The signed-in listener's cart in a market, priced by the store, and its way to payment. */
export interface CartGateway {
  cart(locale: Locale): Promise<Result<PricedCart, CartPageError>>;
  remove(locale: Locale, productId: ProductId): Promise<Result<PricedCart, CartPageError>>;
  applyPromoCode(locale: Locale, code: string): Promise<Result<PricedCart, CartPageError>>;
  removePromoCode(locale: Locale): Promise<Result<PricedCart, CartPageError>>;
  /** Makes a pending order of the cart at today's prices and answers where to pay it. */
  startCheckout(locale: Locale): Promise<Result<StartedPayment, CartPageError>>;
}
