/** Expected failures of reading a paid order's analytics data; the codes double as i18n keys. */
export type PurchaseTrackingError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'API.MAINTENANCE' }
  /** No paid order of the viewer's with this id (yet): unknown, someone else's, or still pending. */
  | { readonly code: 'PURCHASE.NOT_FOUND' }
  | { readonly code: 'PURCHASE.UNAVAILABLE' };
