import type { NavigationPort } from '../ports/navigation.port';
import type { RedirectTargetStore } from '../ports/redirect-target-store.port';

export interface RequireSignInDeps {
  readonly navigation: NavigationPort;
  readonly redirectTargetStore: RedirectTargetStore;
}

/**
 * Spec §4, §6: an action only a signed-in user may take sends a visitor to sign-in, with the page they were on
 * stored as the redirect target to come back to.
 */
export class RequireSignIn {
  readonly #deps: RequireSignInDeps;

  constructor(deps: RequireSignInDeps) {
    this.#deps = deps;
  }

  execute(input: { readonly currentPath: string }): void {
    this.#deps.redirectTargetStore.save(input.currentPath);
    this.#deps.navigation.goToSignIn();
  }
}
