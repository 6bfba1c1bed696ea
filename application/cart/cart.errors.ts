/** Expected failures of the cart calls; the codes double as i18n keys. */
export type CartError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'CART.UNAVAILABLE' }
  /** Spec §5: a product without a reference id, or one the store does not sell or the listener owns, cannot be added. */
  | { readonly code: 'CART.NOT_ADDABLE' };
