import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { notFound, type SharedError } from '../../shared/server-error';
import type { CommerceError } from '../commerce.errors';
import type { LicenseRepository } from '../licenses/license-repository.port';
import { type CartView, type PricedCartDeps, readPricedCart } from './priced-cart';

export interface AddToCartDeps extends PricedCartDeps {
  readonly licenses: LicenseRepository;
  readonly now: () => Date;
}

export interface AddToCartInput {
  readonly userId: string;
  readonly market: Market;
  /** The reference id without its market prefix (`pan-tadeusz` for `pl_pan-tadeusz`), as typed in the path. */
  readonly cartProductId: string;
}

// A cart id is a reference id without its market prefix (spec §7): a slug.
const CART_PRODUCT_ID = /^[a-z0-9][a-z0-9-]{0,150}$/i;

/**
 * Spec §7 add to cart: adds a title of the market's catalogue by its cart id; adding it again changes nothing. An
 * unknown title is NOT_FOUND and one the user already owns ALREADY_OWNED. Answers the cart afterwards.
 */
export class AddToCart {
  readonly #deps: AddToCartDeps;

  constructor(deps: AddToCartDeps) {
    this.#deps = deps;
  }

  async execute(input: AddToCartInput): Promise<Result<CartView, CommerceError | SharedError>> {
    const { carts, licenses } = this.#deps;
    const { userId, market, cartProductId } = input;
    const now = this.#deps.now();
    if (!CART_PRODUCT_ID.test(cartProductId)) return err(notFound('Product'));
    const productId = await carts.findProduct(market.catalogId, `${market.locale}_${cartProductId.toLowerCase()}`);
    if (productId === null) return err(notFound('Product'));
    if (await licenses.ownsAny(userId, [productId])) return err({ code: 'ALREADY_OWNED' });
    await carts.add(userId, market.catalogId, productId, now);
    return ok(await readPricedCart(this.#deps, { userId, market, now }));
  }
}
