/** Expected failures of the cart page's calls; the codes double as i18n keys. */
export type CartPageError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'API.MAINTENANCE' }
  | { readonly code: 'CART.UNAVAILABLE' }
  /** The title left the cart meanwhile (another tab, a purchase). */
  | { readonly code: 'CART.NOT_IN_CART' }
  /** An unknown, expired or already used promo code, or none typed. */
  | { readonly code: 'CART.PROMO_NOT_FOUND' }
  | { readonly code: 'CART.PROMO_EXPIRED' }
  | { readonly code: 'CART.PROMO_ALREADY_USED' }
  | { readonly code: 'CART.PROMO_REQUIRED' }
  /** Too many refused codes for a while. */
  | { readonly code: 'CART.PROMO_TOO_MANY_ATTEMPTS' }
  /** Checkout of a cart emptied meanwhile. */
  | { readonly code: 'CART.EMPTY' }
  /** The store takes no payments now. */
  | { readonly code: 'CART.PAYMENT_UNAVAILABLE' };
