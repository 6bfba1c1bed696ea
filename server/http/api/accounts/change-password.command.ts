import { apiErrorSchema } from '#contract/api-error.schema';
import { passwordChangedSchema } from '#contract/password-reset.schema';
import { z } from '#contract/zod';
import { emailLogTag } from '../../../accounts/email-address';
import { replacePassword } from '../../../accounts/password/replace-password';
import { logSecurityEvent } from '../../../accounts/security-log';
import { invalidFields } from '../../api-error';
import { clientAddress } from '../../auth/client-address';
import { unauthenticated } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import type { AccountsDeps } from './accounts-deps';
import { tooManyAttempts } from './account-wire';
import { newPasswordSchema } from './new-password.schema';

const payload = z.object({
  current_password: z.string().max(1024),
  new_password: newPasswordSchema,
});

// A field error, not sign-in's 401: a 401 tells the storefront its session is gone, and this one stays signed in.
const wrongCurrentPassword = () => invalidFields({ property: 'current_password', code: 'INVALID' });

/**
 * `ChangePassword { current_password, new_password }` (quality bar "Sessions": password change revokes server-side):
 * the signed-in owner proves the current password, the new one is hashed with argon2id, and every other session of
 * the account ends; the one that asked stays signed in. Wrong current passwords count against the account's and the
 * address's sign-in limits, so a stolen session gains no extra guesses.
 */
export const registerChangePassword = ({ commands }: ApiAreaContext, deps: AccountsDeps) =>
  commands.user(
    {
      name: 'ChangePassword',
      summary:
        'Changes the password after checking the current one; every other session of the account ends, this one stays. Field errors: current_password INVALID (wrong, or the account has no password: set one by a reset), new_password TOO_SHORT/TOO_LONG/TOO_COMMON. Wrong current passwords count towards the sign-in limits (429).',
      payload,
      responses: {
        200: { description: 'Password changed; the other sessions ended', schema: passwordChangedSchema },
        403: { description: 'Sent cross-site with the session cookies (CSRF_REJECTED)', schema: apiErrorSchema },
        422: { description: 'Wrong current password, or the new one breaks the policy', schema: apiErrorSchema },
        429: { description: 'Too many wrong passwords for this account or from this address', schema: apiErrorSchema },
      },
    },
    async (c, fields, viewer) => {
      const { services } = deps;
      const now = services.now();
      const address = clientAddress(c);
      const user = await deps.users.findById(viewer.userId);
      if (!user) throw unauthenticated();
      const who = { user_id: user.id, email_tag: emailLogTag(user.email), session_id: viewer.sessionId, ip: address };
      const retryAfter = await deps.signInThrottle.retryAfterSeconds(address, user.email, now);
      if (retryAfter > 0) {
        logSecurityEvent(services.logger, 'security.password_change.throttled', who);
        return tooManyAttempts(c, retryAfter);
      }

      // One argon2 verify on every path, also for an account without a password.
      const verified = await deps.hasher.verify(user.passwordHash ?? (await deps.dummyHash), fields.current_password);
      if (user.passwordHash === null || !verified) {
        await deps.signInThrottle.record(address, user.email, now);
        const reason = user.passwordHash === null ? 'no-password' : 'wrong-password';
        logSecurityEvent(services.logger, 'security.password_change.failure', { ...who, reason });
        throw wrongCurrentPassword();
      }
      await deps.signInThrottle.forgetAccount(user.email);

      const replaced = await replacePassword(services.db, {
        userId: user.id,
        verifiedHash: user.passwordHash,
        newHash: await deps.hasher.hash(fields.new_password),
        keptSessionId: viewer.sessionId,
        now,
      });
      if (!replaced) {
        logSecurityEvent(services.logger, 'security.password_change.failure', { ...who, reason: 'changed-meanwhile' });
        throw wrongCurrentPassword();
      }
      logSecurityEvent(services.logger, 'security.password_change.success', {
        ...who,
        sessions_revoked: replaced.sessionsRevoked,
      });
      return c.json({ password_changed: true as const });
    },
  );
