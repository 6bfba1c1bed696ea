import type { NavigationPort } from '#application/ports/navigation.port';

export interface LocationNavigationDeps {
  /** Loads a page of the storefront (`location.assign` in the browser). */
  readonly assign: (path: string) => void;
  /** The sign-in page of the market the visitor is in. */
  readonly signInPath: () => string;
}

/** Spec §4, §6: moves the browser to the storefront's pages by loading them. */
export class LocationNavigation implements NavigationPort {
  readonly #deps: LocationNavigationDeps;

  constructor(deps: LocationNavigationDeps) {
    this.#deps = deps;
  }

  goToSignIn(): void {
    this.#deps.assign(this.#deps.signInPath());
  }
}
