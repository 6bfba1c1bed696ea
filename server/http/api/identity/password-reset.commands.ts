import { apiErrorSchema } from '#contract/api-error.schema';
import {
  passwordChangedSchema,
  passwordResetRequestedSchema,
  passwordResetTokenParamsSchema,
  passwordResetTokenStateSchema,
  requestPasswordResetPayloadSchema,
  resetPasswordPayloadSchema,
} from '#contract/password-reset.schema';
import type { z } from '#contract/zod';
import { logSecurityEvent } from '../../../accounts/security-log';
import { PASSWORD_RESET_REVOCATION } from '../../../identity/password-reset/kysely-password-reset-repository';
import type { ResetTokenProblem } from '../../../identity/password-reset/reset-password.use-case';
import { publicOrigin } from '../../../identity/public-origin';
import { ApiError, invalidFields } from '../../api-error';
import { clientAddress } from '../../auth/client-address';
import { clearSessionCookies } from '../../auth/session-cookies';
import { tooManyAttempts } from '../accounts/account-wire';
import { newPasswordSchema } from '../accounts/new-password.schema';
import type { ApiAreaContext } from '../area-context';
import type { IdentityDeps } from './identity-deps';

const TOKEN_ERRORS: Readonly<Record<ResetTokenProblem, readonly [404 | 410, string]>> = {
  TOKEN_NOT_FOUND: [404, 'This password reset link is not known'],
  TOKEN_USED: [410, 'This password reset link has already been used'],
  TOKEN_EXPIRED: [410, 'This password reset link has expired'],
};

const tokenError = (problem: ResetTokenProblem) => {
  const [status, message] = TOKEN_ERRORS[problem];
  return new ApiError(status, problem, message);
};

/** The server's password policy on top of the wire shape, as sign-up and a password change apply it. */
const resetPasswordPayload = resetPasswordPayloadSchema.extend({ password: newPasswordSchema });

const tokenResponses = {
  404: { description: 'Unknown link', schema: apiErrorSchema },
  410: { description: 'The link was used already (TOKEN_USED) or has expired (TOKEN_EXPIRED)', schema: apiErrorSchema },
};

/**
 * Password reset: RequestPasswordReset mails a single-use link (the same 202 whether or not the address has an
 * account), `GET /password-reset/{token}` tells the link's page whether it still works, ResetPassword sets the new
 * password and ends every session of the account.
 */
export const registerPasswordReset = ({ api, registry, commands, services }: ApiAreaContext, deps: IdentityDeps) => {
  commands.any(
    {
      name: 'RequestPasswordReset',
      summary:
        'Mails a password-reset link, valid for an hour and once, when the address has an account; answers 202 the same either way. Limited per address and per e-mail.',
      payload: requestPasswordResetPayloadSchema,
      responses: {
        202: {
          description: 'Accepted (whether or not the address has an account)',
          schema: passwordResetRequestedSchema,
        },
        422: { description: 'Invalid e-mail or catalogue', schema: apiErrorSchema },
        429: { description: 'Too many requests; see Retry-After', schema: apiErrorSchema },
      },
    },
    async (c, payload) => {
      const market = c.get('market');
      if (payload.catalog_id !== market.catalogId) throw invalidFields({ property: 'catalog_id', code: 'INVALID' });
      const now = services.now();
      const address = clientAddress(c);
      const wait = await deps.limits.passwordReset.retryAfterSeconds(address, payload.email, now);
      if (wait > 0) return tooManyAttempts(c, wait);
      await deps.limits.passwordReset.record(address, payload.email, now);
      const origin = publicOrigin(c.req.url);
      const email = payload.email;
      deps.jobs.enqueue(() => deps.requestReset.execute({ email, locale: market.locale, origin }));
      return c.json({ accepted: true as const }, 202);
    },
  );

  registry.define(
    api,
    {
      operationId: 'checkPasswordResetToken',
      method: 'get',
      path: '/password-reset/:token',
      summary: "Whether a password-reset link still works, with a hint of the account's e-mail address.",
      tag: 'Password reset',
      params: passwordResetTokenParamsSchema,
      responses: { 200: { description: 'The link works', schema: passwordResetTokenStateSchema }, ...tokenResponses },
      cache: 'private',
    },
    async (c, { params, reply }) => {
      const check = await deps.resetPassword.check(params.token);
      if (!check.ok) throw tokenError(check.problem);
      return reply({ valid: true as const, email_hint: check.emailHint });
    },
  );

  commands.any(
    {
      name: 'ResetPassword',
      summary:
        "Sets a new password with a reset link's token (once); every session of the account ends. Password: 8 to 128 characters, not a very common one.",
      payload: resetPasswordPayload,
      responses: {
        200: { description: 'Password changed', schema: passwordChangedSchema },
        ...tokenResponses,
        422: {
          description: 'The password breaks the policy (TOO_SHORT, TOO_LONG, TOO_COMMON)',
          schema: apiErrorSchema,
        },
      },
    },
    async (c, payload: z.infer<typeof resetPasswordPayload>) => {
      const result = await deps.resetPassword.execute(payload);
      if (!result.ok) throw tokenError(result.problem);
      logSecurityEvent(services.logger, 'security.password_reset.success', {
        user_id: result.userId,
        ip: clientAddress(c),
        reason: PASSWORD_RESET_REVOCATION,
        sessions_revoked: result.sessionsRevoked,
      });
      // This browser's session ended with all the others.
      clearSessionCookies(c);
      return c.json({ password_changed: true as const });
    },
  );
};
