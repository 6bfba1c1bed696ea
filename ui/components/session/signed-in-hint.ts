/** Spec §4, §9: the readable cookie every sign-in sets; without it the request is a visitor's. */
export const LOGGED_IN_COOKIE_NAME = 'loggedIn';

/** Whether cookies (a request's `Cookie` header, or `document.cookie`) carry the loggedIn cookie, whatever its value. */
export const hasSignedInHint = (cookies: string | null | undefined): boolean =>
  (cookies ?? '').split(';').some((pair) => pair.split('=', 1)[0]?.trim() === LOGGED_IN_COOKIE_NAME);
