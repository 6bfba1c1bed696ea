import { HTTPError, type KyInstance } from 'ky';
import type { CartPageError } from '#application/cart/cart-page.errors';
import type { CartGateway, StartedPayment } from '#application/ports/cart-gateway.port';
import type { ProductId } from '#domain/cart/cart-item';
import type { PricedCart } from '#domain/cart/priced-cart';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { err, ok, type Result } from '#domain/shared/result';
import { meCartSchema, type MeCartWire } from '#contract/cart.schema';
import { checkoutStartedSchema } from '#contract/order.schema';
import { apiErrorOf, decoded } from './api-error-body';
import { isMaintenance, isRemoteFailure } from './http-failure';
import { toCartItems } from './ky-cart-repository';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyCartGatewayDeps {
  readonly http: KyInstance;
  readonly refreshSession: SessionRefresh;
}

const UNAVAILABLE: CartPageError = { code: 'CART.UNAVAILABLE' };

const PROMO_REFUSALS: Readonly<Record<string, CartPageError>> = {
  NOT_FOUND: { code: 'CART.PROMO_NOT_FOUND' },
  EXPIRED: { code: 'CART.PROMO_EXPIRED' },
  ALREADY_USED: { code: 'CART.PROMO_ALREADY_USED' },
  REQUIRED: { code: 'CART.PROMO_REQUIRED' },
  TOO_LONG: { code: 'CART.PROMO_NOT_FOUND' },
};

// api-contract: the cart commands' refusals, read from the error body's code where one status means several things.
const failureOf = async (error: unknown): Promise<CartPageError> => {
  if (isUnauthorized(error)) return { code: 'AUTH.NOT_SIGNED_IN' };
  const body = await apiErrorOf(error);
  const status = error instanceof HTTPError ? error.response.status : null;
  if (body?.code === 'PAYMENT_UNAVAILABLE') return { code: 'CART.PAYMENT_UNAVAILABLE' };
  if (body?.code === 'CART_EMPTY') return { code: 'CART.EMPTY' };
  if (status === 404) return { code: 'CART.NOT_IN_CART' };
  if (status === 429) return { code: 'CART.PROMO_TOO_MANY_ATTEMPTS' };
  if (status === 422) return PROMO_REFUSALS[body?.errors?.[0]?.code ?? ''] ?? { code: 'CART.PROMO_NOT_FOUND' };
  if (isMaintenance(error)) return { code: 'API.MAINTENANCE' };
  if (isRemoteFailure(error)) return UNAVAILABLE;
  throw error;
};

// The schema has checked every amount is a whole, non-negative number of minor units.
const amount = (value: number): MinorUnits => value as MinorUnits;

const toPricedCart = (locale: Locale, wire: MeCartWire): PricedCart => ({
  items: toCartItems({
    products: wire._embedded['app:product'].map((product) => ({ product, price: product.cart_price })),
    promocode: wire.promocode,
  }),
  // A cart is one market's, in its currency.
  currency: MARKETS[locale].currency,
  subtotal: amount(wire.subtotal),
  discount: amount(wire.discount),
  value: amount(wire.value),
  promoCode: wire.promocode,
});

/** Only a path of this store or an https address may take the browser to pay. */
const isPaymentAddress = (url: string): boolean =>
  (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) || /^https:\/\/[^/\\]/.test(url);

/**
 * CartGateway over `GET /me/cart` and the commands RemoveFromCart, ApplyPromoCode, RemovePromoCode and StartCheckout,
 * each retried once after a token refresh when it meets a 401 (spec §8).
 */
export class KyCartGateway implements CartGateway {
  readonly #deps: KyCartGatewayDeps;

  constructor(deps: KyCartGatewayDeps) {
    this.#deps = deps;
  }

  cart(locale: Locale): Promise<Result<PricedCart, CartPageError>> {
    return this.#priced(locale, () => this.#deps.http.get(`${locale}/v2/me/cart`).json<unknown>());
  }

  remove(locale: Locale, productId: ProductId): Promise<Result<PricedCart, CartPageError>> {
    return this.#priced(locale, () => this.#command(locale, { name: 'RemoveFromCart', product_id: productId }));
  }

  applyPromoCode(locale: Locale, code: string): Promise<Result<PricedCart, CartPageError>> {
    return this.#priced(locale, () => this.#command(locale, { name: 'ApplyPromoCode', code }));
  }

  removePromoCode(locale: Locale): Promise<Result<PricedCart, CartPageError>> {
    return this.#priced(locale, () => this.#command(locale, { name: 'RemovePromoCode' }));
  }

  async startCheckout(locale: Locale): Promise<Result<StartedPayment, CartPageError>> {
    const body = await this.#attempt(() => this.#command(locale, { name: 'StartCheckout' }));
    if (!body.ok) return body;
    const started = decoded(
      checkoutStartedSchema,
      body.value,
      (wire) => ({ orderId: wire.order_id, paymentUrl: wire.payment_url }),
      UNAVAILABLE,
    );
    return started.ok && !isPaymentAddress(started.value.paymentUrl) ? err(UNAVAILABLE) : started;
  }

  #command(locale: Locale, json: Readonly<Record<string, unknown>>): Promise<unknown> {
    return this.#deps.http.post(`${locale}/v2/commands`, { json }).json<unknown>();
  }

  async #priced(locale: Locale, call: () => Promise<unknown>): Promise<Result<PricedCart, CartPageError>> {
    const body = await this.#attempt(call);
    if (!body.ok) return body;
    return decoded(meCartSchema, body.value, (wire) => toPricedCart(locale, wire), UNAVAILABLE);
  }

  async #attempt(call: () => Promise<unknown>): Promise<Result<unknown, CartPageError>> {
    try {
      return ok(await withSessionRefresh(call, this.#deps.refreshSession));
    } catch (error) {
      return err(await failureOf(error));
    }
  }
}
