import type { CartPageError } from '#application/cart/cart-page.errors';
import type { CartGateway, StartedPayment } from '#application/ports/cart-gateway.port';
import type { CartItem, ProductId } from '#domain/cart/cart-item';
import type { PricedCart } from '#domain/cart/priced-cart';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { cartTotals } from '#domain/pricing/cart-totals';
import { normalisePromoCode } from '#domain/pricing/promo-code';
import { err, ok, type Result } from '#domain/shared/result';

/**
 * A signed-in listener's cart in memory, priced as the store prices it: promo codes it knows by percentage, the
 * codes already paid with, whether it takes payments, and the orders it started.
 */
export class InMemoryCartGateway implements CartGateway {
  #items: CartItem[] = [];
  #promoCode: string | null = null;
  readonly #codes = new Map<string, number>();
  readonly #used = new Set<string>();
  readonly #signedIn: boolean;
  readonly #payments: boolean;
  #failure: CartPageError | null = null;
  readonly orders: StartedPayment[] = [];

  constructor({ signedIn = true, payments = true }: { signedIn?: boolean; payments?: boolean } = {}) {
    this.#signedIn = signedIn;
    this.#payments = payments;
  }

  holding(items: readonly CartItem[]): this {
    this.#items = [...items];
    return this;
  }

  /** A code of the store taking `percent` off the cart; `used` when this listener already paid with it. */
  withPromoCode(code: string, percent: number, { used = false }: { used?: boolean } = {}): this {
    this.#codes.set(normalisePromoCode(code), percent);
    if (used) this.#used.add(normalisePromoCode(code));
    return this;
  }

  /** Every call fails with `failure` from now on (null: none does). */
  failingWith(failure: CartPageError | null): this {
    this.#failure = failure;
    return this;
  }

  get items(): readonly CartItem[] {
    return this.#items;
  }

  cart(locale: Locale): Promise<Result<PricedCart, CartPageError>> {
    return this.#answer(() => ok(this.#priced(locale)));
  }

  remove(locale: Locale, productId: ProductId): Promise<Result<PricedCart, CartPageError>> {
    return this.#answer(() => {
      if (!this.#items.some((item) => item.product.id === productId)) return err({ code: 'CART.NOT_IN_CART' });
      this.#items = this.#items.filter((item) => item.product.id !== productId);
      return ok(this.#priced(locale));
    });
  }

  applyPromoCode(locale: Locale, code: string): Promise<Result<PricedCart, CartPageError>> {
    return this.#answer(() => {
      const normalised = normalisePromoCode(code);
      if (normalised === '') return err({ code: 'CART.PROMO_REQUIRED' });
      if (!this.#codes.has(normalised)) return err({ code: 'CART.PROMO_NOT_FOUND' });
      if (this.#used.has(normalised)) return err({ code: 'CART.PROMO_ALREADY_USED' });
      this.#promoCode = normalised;
      return ok(this.#priced(locale));
    });
  }

  removePromoCode(locale: Locale): Promise<Result<PricedCart, CartPageError>> {
    return this.#answer(() => {
      this.#promoCode = null;
      return ok(this.#priced(locale));
    });
  }

  startCheckout(): Promise<Result<StartedPayment, CartPageError>> {
    return this.#answer(() => {
      if (this.#items.length === 0) return err({ code: 'CART.EMPTY' });
      if (!this.#payments) return err({ code: 'CART.PAYMENT_UNAVAILABLE' });
      const started = { orderId: crypto.randomUUID(), paymentUrl: `/sandbox-pay/${crypto.randomUUID()}` };
      this.orders.push(started);
      return ok(started);
    });
  }

  #priced(locale: Locale): PricedCart {
    const percent = this.#promoCode === null ? null : (this.#codes.get(this.#promoCode) ?? null);
    const totals = cartTotals(
      this.#items.map((item) => item.price),
      percent === null ? null : { kind: 'percent', percent },
    );
    return {
      items: this.#items,
      currency: MARKETS[locale].currency,
      subtotal: totals.subtotal,
      discount: totals.discount,
      value: totals.total,
      promoCode: this.#promoCode,
    };
  }

  #answer<T>(call: () => Result<T, CartPageError>): Promise<Result<T, CartPageError>> {
    if (!this.#signedIn) return Promise.resolve(err({ code: 'AUTH.NOT_SIGNED_IN' }));
    if (this.#failure !== null) return Promise.resolve(err(this.#failure));
    return Promise.resolve(call());
  }
}
