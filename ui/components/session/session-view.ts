import { type AuthState, INITIAL_AUTH_STATE, isAuthSettled } from '#domain/auth/auth-state';

const VISITOR: AuthState = { status: 'fetched', user: null };

/**
 * The auth state the shell shows. While hydrating it is what the server rendered: a request without the loggedIn
 * cookie is a visitor's, any other is not known yet. After that the store's answer wins once it has one, and until
 * then the server's knowledge stands, so a visitor's sign-in link and club promo never give way to a spinner.
 */
export const sessionView = (store: AuthState, signedInHint: boolean, hydrated: boolean): AuthState => {
  if (hydrated && isAuthSettled(store)) return store;
  return signedInHint ? INITIAL_AUTH_STATE : VISITOR;
};
