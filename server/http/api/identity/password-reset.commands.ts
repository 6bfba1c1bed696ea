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
import type { IdentityModule } from '../../../composition/identity.module';
import { clientAddress } from '../../auth/client-address';
import { clearSessionCookies } from '../../auth/session-cookies';
import { unwrap } from '../../error-status';
import { newPasswordSchema } from '../accounts/new-password.schema';
import type { ApiAreaContext } from '../area-context';

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
export const registerPasswordReset = ({ api, registry, commands }: ApiAreaContext, identity: IdentityModule) => {
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
      unwrap(
        await identity.requestPasswordReset.execute({
          email: payload.email,
          catalogId: payload.catalog_id,
          market: c.get('market'),
          origin: c.get('publicOrigin'),
          address: clientAddress(c),
        }),
      );
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
      const { emailHint } = unwrap(await identity.checkPasswordResetToken.execute({ token: params.token }));
      return reply({ valid: true as const, email_hint: emailHint });
    },
  );

  commands.any(
    {
      name: 'ResetPassword',
      summary:
        "Sets a new password with a reset link's token (once); every session of the account ends. Password: 8 to 128 characters, not only spaces, no control characters, not a very common one.",
      payload: resetPasswordPayload,
      responses: {
        200: { description: 'Password changed', schema: passwordChangedSchema },
        ...tokenResponses,
        422: {
          description: 'The password breaks the policy (BLANK, INVALID_CHARACTERS, TOO_SHORT, TOO_LONG, TOO_COMMON)',
          schema: apiErrorSchema,
        },
      },
    },
    async (c, payload: z.infer<typeof resetPasswordPayload>) => {
      unwrap(
        await identity.resetPassword.execute({
          token: payload.token,
          password: payload.password,
          address: clientAddress(c),
        }),
      );
      // This browser's session ended with all the others.
      clearSessionCookies(c);
      return c.json({ password_changed: true as const });
    },
  );
};
