import { err, ok, type Result } from '#domain/shared/result';
import { invalidField, type SharedError } from '../shared/server-error';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import type { AccountsError } from './accounts.errors';
import type { AccountsRepositories } from './accounts-repositories';
import { type PasswordProofDeps, provePassword } from './password/password-proof';
import { logSecurityEvent } from './security-log';
import type { Viewer } from './session/viewer';

/** Why the account's sessions ended when its owner deleted it. */
export const ACCOUNT_DELETION_REVOCATION = 'account-deleted';

export interface DeleteAccountDeps extends PasswordProofDeps {
  readonly unitOfWork: UnitOfWork<Pick<AccountsRepositories, 'users' | 'sessions'>>;
  readonly now: () => Date;
}

export interface DeleteAccountInput {
  readonly viewer: Pick<Viewer, 'userId' | 'sessionId'>;
  readonly password: string;
  readonly address: string;
}

const EVENTS = {
  throttled: 'security.account_deletion.throttled',
  failure: 'security.account_deletion.failure',
} as const;

/**
 * `DeleteAccount { password }` (user panel "profile"): the signed-in owner proves the password, then every session of
 * the account ends and the account goes with everything kept about its owner, in one transaction. Wrong passwords
 * count as sign-in failures of the account, the address and the session.
 */
export class DeleteAccount {
  readonly #deps: DeleteAccountDeps;

  constructor(deps: DeleteAccountDeps) {
    this.#deps = deps;
  }

  async execute(
    input: DeleteAccountInput,
  ): Promise<Result<{ readonly sessionsEnded: number }, AccountsError | SharedError>> {
    const { throttle, logger } = this.#deps;
    const now = this.#deps.now();
    const proof = await provePassword(this.#deps, { ...input, field: 'password', events: EVENTS }, now);
    if (!proof.ok) return proof;
    const { user, verifiedHash, who } = proof.value;
    const deleted = await this.#deps.unitOfWork.run(async ({ users: stored, sessions }) => {
      // Ended before the rows go, so a store that keeps sessions apart from the account refuses them too.
      const ended = await sessions.revokeAll(user.id, ACCOUNT_DELETION_REVOCATION, now);
      if (!(await stored.delete(user.id, verifiedHash))) return err(invalidField('password', 'INVALID'));
      return ok(ended);
    });
    if (!deleted.ok) {
      logSecurityEvent(logger, EVENTS.failure, { ...who, reason: 'changed-meanwhile' });
      return deleted;
    }
    await throttle.forgetAccount(user.email);
    logSecurityEvent(logger, 'security.account_deletion.success', { ...who, sessions_revoked: deleted.value });
    return ok({ sessionsEnded: deleted.value });
  }
}
