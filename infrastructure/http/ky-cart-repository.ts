import { HTTPError, type KyInstance } from 'ky';
import type { CartError } from '#application/cart/cart.errors';
import type { CartRepository } from '#application/ports/cart-repository.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { CartItem, CartProductId, ProductId, ReferenceId } from '#domain/cart/cart-item';
import type { Locale } from '#domain/market/locale';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { cartAddResponseSchema, type CartWire, legacyCartResponseSchema } from '#contract/cart.schema';
import { isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyCartRepositoryDeps {
  readonly http: KyInstance;
  /** The market of the page: the cart is per market. */
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
}

const NOT_SIGNED_IN: CartError = { code: 'AUTH.NOT_SIGNED_IN' };
const UNAVAILABLE: CartError = { code: 'CART.UNAVAILABLE' };

// The schema has checked every amount is a whole, non-negative number of minor units.
const amount = (value: number): MinorUnits => value as MinorUnits;
const optional = (value: number | null): MinorUnits | null => (value === null ? null : amount(value));

/** The wire cart's items in the domain's form (spec §3 cart item). */
export const toCartItems = (wire: CartWire): readonly CartItem[] =>
  wire.products.map(({ product, price }) => ({
    product: {
      id: product.id as ProductId,
      name: product.name,
      imageUrl: product.image_url === '' ? null : product.image_url,
      referenceId: product.reference_id === '' ? null : (product.reference_id as ReferenceId),
      price: amount(product.price),
      discountPrice: optional(product.discount_price),
      priceForSubscribers: optional(product.price_for_subscribers),
      lowestPrice: optional(product.lowest_price),
      authors: product._embedded['app:author'].map(({ name }) => ({ name })),
    },
    price: amount(price),
  }));

// A title the store does not sell here (404) or the listener owns already (409) cannot be added.
const failureOf = (error: unknown): CartError => {
  if (isUnauthorized(error)) return NOT_SIGNED_IN;
  if (error instanceof HTTPError && (error.response.status === 404 || error.response.status === 409))
    return { code: 'CART.NOT_ADDABLE' };
  if (isRemoteFailure(error)) return UNAVAILABLE;
  throw error;
};

/**
 * CartRepository over the legacy store's cart calls at the site root (spec §7): GET `{locale}/user/profile.json
 * ?mode=cart` and GET `{locale}/cart/add/{id}`, each retried once after a token refresh when it meets a 401 (spec §8).
 */
export class KyCartRepository implements CartRepository {
  readonly #deps: KyCartRepositoryDeps;

  constructor(deps: KyCartRepositoryDeps) {
    this.#deps = deps;
  }

  async load(): Promise<Result<readonly CartItem[], CartError>> {
    const { http, locale, refreshSession } = this.#deps;
    try {
      const body = await withSessionRefresh(
        () => http.get(`${locale()}/user/profile.json`, { searchParams: { mode: 'cart' } }).json(),
        refreshSession,
      );
      const parsed = legacyCartResponseSchema.safeParse(body);
      return parsed.success ? ok(toCartItems(parsed.data.cart)) : err(UNAVAILABLE);
    } catch (error) {
      return err(failureOf(error));
    }
  }

  async add(cartProductId: CartProductId): Promise<Result<void, CartError>> {
    const { http, locale, refreshSession } = this.#deps;
    try {
      const body = await withSessionRefresh(
        () => http.get(`${locale()}/cart/add/${encodeURIComponent(cartProductId)}`).json(),
        refreshSession,
      );
      return cartAddResponseSchema.safeParse(body).success ? ok(undefined) : err(UNAVAILABLE);
    } catch (error) {
      return err(failureOf(error));
    }
  }
}
