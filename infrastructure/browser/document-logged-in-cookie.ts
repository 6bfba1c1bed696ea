import type { LoggedInCookiePort } from '#application/ports/logged-in-cookie.port';

/** Spec §9: the cookie that says a user is signed in, and its value. */
export const LOGGED_IN_COOKIE = { name: 'loggedIn', value: 'true' } as const;

export interface DocumentLoggedInCookieDeps {
  /** The page's document (only its cookie accessor is used). */
  readonly document: Pick<Document, 'cookie'>;
  /** Pages served over https mark the cookie Secure. */
  readonly secure: boolean;
}

/**
 * Spec §4: the loggedIn cookie through document.cookie, site-wide. A session cookie: the spec gives it no
 * lifetime, and every start check sets or removes it again.
 */
export class DocumentLoggedInCookie implements LoggedInCookiePort {
  readonly #deps: DocumentLoggedInCookieDeps;

  constructor(deps: DocumentLoggedInCookieDeps) {
    this.#deps = deps;
  }

  set(): void {
    this.#write(`${LOGGED_IN_COOKIE.name}=${LOGGED_IN_COOKIE.value}`);
  }

  remove(): void {
    this.#write(`${LOGGED_IN_COOKIE.name}=; Max-Age=0`);
  }

  #write(cookie: string): void {
    // Same Path and flags as when it was set, or the browser would keep the old cookie beside the new one.
    this.#deps.document.cookie = `${cookie}; Path=/; SameSite=Lax${this.#deps.secure ? '; Secure' : ''}`;
  }
}
