/** A cookie that remembers, for the whole store, that the visitor closed something. */
export interface ClosingCookie {
  readonly name: string;
  readonly closedValue: string;
}

/** Sets `cookie` to its closed value for `maxAgeS` seconds, site-wide, Secure wherever the page is served over TLS. */
export const rememberClosed = (doc: Document, cookie: ClosingCookie, maxAgeS: number): void => {
  const secure = doc.location?.protocol === 'https:' ? '; secure' : '';
  doc.cookie = `${cookie.name}=${cookie.closedValue}; path=/; max-age=${maxAgeS}; samesite=lax${secure}`;
};
