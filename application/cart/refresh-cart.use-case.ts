import type { CartItem } from '#domain/cart/cart-item';
import type { CartRepository } from '../ports/cart-repository.port';
import { ok, type Result } from '#domain/shared/result';
import type { CartError } from './cart.errors';
import { runCartCommands } from './cart-commands';
import type { CartStore } from './cart.store';

export interface RefreshCartDeps {
  readonly cartRepository: CartRepository;
  readonly cartStore: CartStore;
}

/** Spec §3, §4, §8: reloads the signed-in user's cart into the store; a failed load leaves an empty cart. */
export class RefreshCart {
  readonly #deps: RefreshCartDeps;

  constructor(deps: RefreshCartDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<readonly CartItem[], CartError>> {
    const { cartStore } = this.#deps;
    await runCartCommands(cartStore.dispatch({ type: 'cartRefreshRequested' }), this.#deps);
    return ok(cartStore.state.cart.items);
  }
}
