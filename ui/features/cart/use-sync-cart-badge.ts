import { useEffect } from 'react';
import type { PricedCart } from '#domain/cart/priced-cart';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';

/** The cart page's cart is the newest there is: the top bar's counter and the cart context take it at once. */
export const useSyncCartBadge = (cart: PricedCart): void => {
  const cartStore = useService(TOKENS.CartStore);
  useEffect(() => {
    cartStore.dispatch({ type: 'cartLoaded', items: cart.items });
  }, [cartStore, cart]);
};
