import type { CartCommand } from '#domain/cart/cart.reducer';
import type { CartRepository } from '../ports/cart-repository.port';
import type { CartStore } from './cart.store';

export interface CartCommandDeps {
  readonly cartRepository: CartRepository;
  readonly cartStore: CartStore;
}

/**
 * Carries out the cart reducer's loading and modal commands in order, feeding each answer back to the store (which
 * may ask for more). Answers that arrive after a reset belong to a cart no longer shown and are dropped. A failed
 * load is no failure to report: spec §8 gives an empty cart.
 */
export const runCartCommands = async (commands: readonly CartCommand[], deps: CartCommandDeps): Promise<void> => {
  const { cartRepository, cartStore } = deps;
  for (const command of commands) {
    const epoch = cartStore.epoch;
    switch (command.type) {
      case 'loadCart': {
        // A throwing repository is a fault, but the counter must still settle: it counts as a failed load.
        const loaded = await cartRepository.load().catch(() => null);
        if (cartStore.epoch !== epoch) return;
        const event = loaded?.ok
          ? ({ type: 'cartLoaded', items: loaded.value } as const)
          : ({ type: 'cartLoadFailed' } as const);
        await runCartCommands(cartStore.dispatch(event), deps);
        break;
      }
      case 'openRecentItemModal':
        cartStore.recentItemModalOpened(command.item);
        break;
      case 'addToCart':
        // Only AddToCart knows the item an add is for, so only it carries adds out.
        throw new Error('runCartCommands cannot carry out an add');
    }
  }
};
