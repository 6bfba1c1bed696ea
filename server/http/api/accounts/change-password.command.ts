import { apiErrorSchema } from '#contract/api-error.schema';
import { passwordChangedSchema } from '#contract/password-reset.schema';
import { z } from '#contract/zod';
import type { AccountsModule } from '../../../composition/accounts.module';
import { clientAddress } from '../../auth/client-address';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { newPasswordSchema } from './new-password.schema';
const payload = z.object({
  current_password: z.string().max(1024),
  new_password: newPasswordSchema,
});

/**
 * `ChangePassword { current_password, new_password }` (quality bar "Sessions": password change revokes server-side):
 * the signed-in owner proves the current password, the new one is hashed with argon2id, and every other session of
 * the account ends; the one that asked stays signed in. Wrong current passwords count against the account's and the
 * address's sign-in limits, so a stolen session gains no extra guesses.
 */
export const registerChangePassword = (
  { commands }: ApiAreaContext,
  accounts: Pick<AccountsModule, 'changePassword'>,
) =>
  commands.user(
    {
      name: 'ChangePassword',
      summary:
        'Changes the password after checking the current one; every other session of the account ends, this one stays. Field errors: current_password INVALID (wrong, or the account has no password: set one by a reset), new_password BLANK/INVALID_CHARACTERS/TOO_SHORT/TOO_LONG/TOO_COMMON. Wrong current passwords count towards the sign-in limits (429).',
      payload,
      responses: {
        200: { description: 'Password changed; the other sessions ended', schema: passwordChangedSchema },
        403: { description: 'Sent cross-site with the session cookies (CSRF_REJECTED)', schema: apiErrorSchema },
        422: { description: 'Wrong current password, or the new one breaks the policy', schema: apiErrorSchema },
        429: { description: 'Too many wrong passwords for this account or from this address', schema: apiErrorSchema },
      },
    },
    async (c, fields, viewer) => {
      unwrap(
        await accounts.changePassword.execute({
          viewer,
          currentPassword: fields.current_password,
          newPassword: fields.new_password,
          address: clientAddress(c),
        }),
      );
      return c.json({ password_changed: true as const });
    },
  );
