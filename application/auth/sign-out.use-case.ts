import type { CatalogId } from '#domain/market/market';
import type { SessionGateway } from '../ports/session-gateway.port';
import type { Result } from '#domain/shared/result';
import type { SessionError } from './auth.errors';
import type { AuthStore } from './auth.store';

export interface SignOutDeps {
  readonly sessionGateway: SessionGateway;
  readonly authStore: AuthStore;
}

/** Spec §4, §7: logs out on the server (LogoutForWeb), then signs out here and in every other tab. */
export class SignOut {
  readonly #deps: SignOutDeps;

  constructor(deps: SignOutDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly catalogId: CatalogId }): Promise<Result<void, SessionError>> {
    const result = await this.#deps.sessionGateway.signOut(input.catalogId);
    // A failed logout leaves the server session alive, so this tab keeps showing the user as signed in.
    if (result.ok) await this.#deps.authStore.signedOut();
    return result;
  }
}
