import { tokenHash } from '../../auth/token';
import type { PasswordHasher } from '../../accounts/password/password-hasher';
import { emailHint } from './email-hint';
import type { KyselyPasswordResetRepository, ResetTokenState } from './kysely-password-reset-repository';

export type ResetTokenProblem = 'TOKEN_NOT_FOUND' | 'TOKEN_USED' | 'TOKEN_EXPIRED';

export type ResetTokenCheck =
  | { readonly ok: true; readonly emailHint: string }
  | { readonly ok: false; readonly problem: ResetTokenProblem };

export type ResetPasswordResult =
  | { readonly ok: true; readonly userId: string; readonly sessionsRevoked: number }
  | { readonly ok: false; readonly problem: ResetTokenProblem };

const problemOf = (state: ResetTokenState | null, now: Date): ResetTokenProblem | null => {
  if (!state) return 'TOKEN_NOT_FOUND';
  if (state.usedAt !== null) return 'TOKEN_USED';
  if (state.expiresAt <= now.toISOString()) return 'TOKEN_EXPIRED';
  return null;
};

/** The password-reset link's page and the ResetPassword command: a token is good once, within its hour. */
export class ResetPassword {
  constructor(
    private readonly deps: {
      readonly resets: KyselyPasswordResetRepository;
      readonly hasher: Pick<PasswordHasher, 'hash'>;
      readonly now: () => Date;
    },
  ) {}

  /** Whether a token can still reset a password, with a hint of the address it is for. */
  async check(token: string): Promise<ResetTokenCheck> {
    const state = await this.deps.resets.find(tokenHash(token));
    const problem = problemOf(state, this.deps.now());
    return problem || !state
      ? { ok: false, problem: problem ?? 'TOKEN_NOT_FOUND' }
      : { ok: true, emailHint: emailHint(state.email) };
  }

  /** Sets the new password (already checked against the policy), spends the token and ends every session. */
  async execute(input: { readonly token: string; readonly password: string }): Promise<ResetPasswordResult> {
    const hash = tokenHash(input.token);
    const early = problemOf(await this.deps.resets.find(hash), this.deps.now());
    if (early) return { ok: false, problem: early };
    const passwordHash = await this.deps.hasher.hash(input.password);
    // Hashing takes a while: the token is checked again, atomically, as it is spent.
    const outcome = await this.deps.resets.consume(hash, passwordHash, this.deps.now());
    // The caller writes the security event: it knows the client's address.
    if (outcome.kind === 'changed')
      return { ok: true, userId: outcome.userId, sessionsRevoked: outcome.sessionsRevoked };
    const problems = { unknown: 'TOKEN_NOT_FOUND', used: 'TOKEN_USED', expired: 'TOKEN_EXPIRED' } as const;
    return { ok: false, problem: problems[outcome.kind] };
  }
}
