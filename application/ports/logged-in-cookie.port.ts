/** Spec §4, §9: the `loggedIn` cookie, which tells server rendering a user is probably signed in. */
export interface LoggedInCookiePort {
  /** Sets loggedIn=true. */
  set(): void;
  remove(): void;
}
