/** Expected failures of the cart calls; the codes double as i18n keys. */
export type CartError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'CART.UNAVAILABLE' }
  /** Spec §5: a product without a reference id cannot be added (the add is skipped). */
  | { readonly code: 'CART.NOT_ADDABLE' };
