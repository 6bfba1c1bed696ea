import type { Market } from '#domain/market/market';
import { ok, type Result } from '#domain/shared/result';
import type { CommerceError } from '../commerce.errors';
import { type CartView, type PricedCartDeps, readPricedCart } from './priced-cart';

export interface GetCartDeps extends PricedCartDeps {
  readonly now: () => Date;
}

export interface GetCartInput {
  readonly userId: string;
  readonly market: Market;
}

/** The viewer's cart in a market, priced for them now. */
export class GetCart {
  readonly #deps: GetCartDeps;

  constructor(deps: GetCartDeps) {
    this.#deps = deps;
  }

  async execute(input: GetCartInput): Promise<Result<CartView, CommerceError>> {
    return ok(await readPricedCart(this.#deps, { ...input, now: this.#deps.now() }));
  }
}
