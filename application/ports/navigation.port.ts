/** Moves the browser between the storefront's pages. */
export interface NavigationPort {
  /** Spec §4, §6: to the sign-in page, which follows the stored redirect target afterwards. */
  goToSignIn(): void;
}
