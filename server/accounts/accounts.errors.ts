/** What account commands refuse: a wrong e-mail or password, and a session or refresh token that no longer holds. */
export type AccountsError =
  | { readonly code: 'INVALID_CREDENTIALS' }
  | { readonly code: 'UNAUTHENTICATED' }
  | { readonly code: 'DEVICE_MISMATCH' };
