import type { User } from '#domain/auth/user';
import type { Result } from '#domain/shared/result';
import type { SessionGateway } from '../ports/session-gateway.port';
import type { SessionError } from './auth.errors';
import type { AuthStore } from './auth.store';

export interface RefreshUserDeps {
  readonly sessionGateway: SessionGateway;
  readonly authStore: Pick<AuthStore, 'userUpdated' | 'signedOut'>;
}

/**
 * Spec §4 update: the account read afresh (GET /me) after the server changed it, e.g. a paid club month, and applied
 * here and in every other tab (the store broadcasts it), so prices, licences, the badge and the promo bar follow.
 * A session that ended meanwhile signs the user out; no answer changes nothing.
 */
export class RefreshUser {
  readonly #deps: RefreshUserDeps;

  constructor(deps: RefreshUserDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<User, SessionError>> {
    const { sessionGateway, authStore } = this.#deps;
    const result = await sessionGateway.fetchCurrentUser();
    if (result.ok) await authStore.userUpdated(result.value);
    else if (result.error.code === 'AUTH.NOT_SIGNED_IN') await authStore.signedOut();
    return result;
  }
}
