import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { notFound, type SharedError } from '../../shared/server-error';
import type { CommerceError } from '../commerce.errors';
import { type CartView, type PricedCartDeps, readPricedCart } from './priced-cart';

export interface RemoveFromCartDeps extends PricedCartDeps {
  readonly now: () => Date;
}

export interface RemoveFromCartInput {
  readonly userId: string;
  readonly market: Market;
  readonly productId: string;
}

/** Takes a title out of the viewer's cart (NOT_FOUND when it is not in it) and answers the cart afterwards. */
export class RemoveFromCart {
  readonly #deps: RemoveFromCartDeps;

  constructor(deps: RemoveFromCartDeps) {
    this.#deps = deps;
  }

  async execute(input: RemoveFromCartInput): Promise<Result<CartView, CommerceError | SharedError>> {
    const { userId, market, productId } = input;
    if (!(await this.#deps.carts.remove(userId, productId))) return err(notFound('Cart item'));
    return ok(await readPricedCart(this.#deps, { userId, market, now: this.#deps.now() }));
  }
}
