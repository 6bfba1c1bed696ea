/** The HttpOnly cookie holding the access token. */
export const ACCESS_COOKIE = 'audiora_access';
/** The HttpOnly cookie holding the refresh token; sent only to the API. */
export const REFRESH_COOKIE = 'audiora_refresh';
/** The readable flag the storefront checks (spec §4, §9 "loggedIn"). */
export const LOGGED_IN_COOKIE = 'loggedIn';
