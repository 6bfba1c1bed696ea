import { signInDestination } from '#domain/navigation/sign-in-destination';
import type { RedirectTargetStore } from '../ports/redirect-target-store.port';

export interface LeaveAfterSignInDeps {
  readonly redirectTargetStore: RedirectTargetStore;
  /** Origin of the page signing in, which relative targets resolve against. */
  readonly currentOrigin: () => string;
}

export interface LeaveAfterSignInInput {
  readonly redirectTo: string | null;
  readonly home: string;
  /** The product's own and short-link hosts (`redirectPolicyFor`), given by the page so browsers need not carry them. */
  readonly allowedHosts: readonly string[];
}

/**
 * Spec §4, §5: where a sign-in or sign-up goes: redirectTo, else the target a protected action stored (used once),
 * when the safe-redirect rule accepts it; else the market's home.
 */
export class LeaveAfterSignIn {
  readonly #deps: LeaveAfterSignInDeps;

  constructor(deps: LeaveAfterSignInDeps) {
    this.#deps = deps;
  }

  execute(input: LeaveAfterSignInInput): string {
    const { redirectTargetStore, currentOrigin } = this.#deps;
    const requested = input.redirectTo ?? redirectTargetStore.read();
    redirectTargetStore.clear();
    const policy = { currentOrigin: currentOrigin(), allowedHosts: input.allowedHosts };
    return signInDestination(requested, policy, input.home);
  }
}
