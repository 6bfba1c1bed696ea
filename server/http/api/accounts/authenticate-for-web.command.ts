import {
  AUTH_MODE_HEADER,
  authenticateForWebPayloadSchema,
  TOKEN_AUTH_MODE,
  tokenResponseSchema,
} from '#contract/auth.schema';
import { apiErrorSchema } from '#contract/api-error.schema';
import { meSchema } from '#contract/me.schema';
import { z } from '#contract/zod';
import { LOGIN_CAPTCHA_ACTION } from '../../../accounts/captcha/captcha-verifier.port';
import { emailLogTag } from '../../../accounts/email-address';
import { KyselySignInSessions } from '../../../accounts/session/kysely-sign-in-sessions';
import { logSecurityEvent } from '../../../accounts/security-log';
import { ApiError, invalidFields } from '../../api-error';
import { clientAddress } from '../../auth/client-address';
import type { ApiAreaContext } from '../area-context';
import type { AccountsDeps } from './accounts-deps';
import { handOverBrowserSession, meBody, signInDeviceOf, tokenBody, tooManyAttempts } from './account-wire';

/** The one answer to every failed sign-in, whether the e-mail has an account or not. */
export const badCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'Bad credentials');

const fieldError = (property: string) => invalidFields({ property, code: 'INVALID' });

/**
 * `AuthenticateForWeb` (spec §7): e-mail and password sign-in behind a captcha and per-account and per-address
 * throttles. Unknown e-mails cost the same argon2 verify as wrong passwords and get the same 401. Each success
 * starts a new session on the device and sets the cookies, or with `X-Auth-Mode: token` returns the tokens instead.
 * A missing `recaptcha_token` is `REQUIRED` like any missing field; one that fails verification is `INVALID`.
 */
export const registerAuthenticateForWeb = ({ commands }: ApiAreaContext, deps: AccountsDeps) =>
  commands.any(
    {
      name: 'AuthenticateForWeb',
      summary:
        'Signs in with e-mail and password (captcha action `login`): sets the session cookies, or with the header `X-Auth-Mode: token` answers the tokens.',
      payload: authenticateForWebPayloadSchema,
      responses: {
        200: {
          description: 'Signed in: the account (cookies), or the tokens (`X-Auth-Mode: token`)',
          schema: z.union([meSchema, tokenResponseSchema]),
        },
        401: { description: 'Bad credentials (unknown e-mail or wrong password alike)', schema: apiErrorSchema },
        422: { description: 'Invalid fields: catalog_id or recaptcha_token INVALID', schema: apiErrorSchema },
        429: { description: 'Too many failures for this account or from this address', schema: apiErrorSchema },
      },
    },
    async (c, fields) => {
      const { services } = deps;
      const now = services.now();
      const address = clientAddress(c);
      const emailTag = emailLogTag(fields.email);
      const retryAfter = await deps.signInThrottle.retryAfterSeconds(address, fields.email, now);
      if (retryAfter > 0) {
        logSecurityEvent(services.logger, 'security.sign_in.throttled', { email_tag: emailTag, ip: address });
        return tooManyAttempts(c, retryAfter);
      }
      const market = c.get('market');
      if (fields.catalog_id !== market.catalogId) throw fieldError('catalog_id');
      if (!(await deps.captcha.verify(fields.recaptcha_token, LOGIN_CAPTCHA_ACTION, address)))
        throw fieldError('recaptcha_token');

      const user = await deps.users.findByEmail(fields.email);
      // Exactly one argon2 verify on every path, so timing does not tell which e-mails have accounts.
      const verified = await deps.hasher.verify(user?.passwordHash ?? (await deps.dummyHash), fields.password);
      if (!user || user.passwordHash === null || !verified) {
        await deps.signInThrottle.record(address, fields.email, now);
        logSecurityEvent(services.logger, 'security.sign_in.failure', {
          email_tag: emailTag,
          ip: address,
          reason: user ? 'wrong-password' : 'unknown-account',
        });
        throw badCredentials();
      }
      await deps.signInThrottle.forgetAccount(fields.email);

      const tokens = await new KyselySignInSessions(services).open(user.id, signInDeviceOf(c, fields.device_id), now);
      logSecurityEvent(services.logger, 'security.sign_in.success', {
        user_id: user.id,
        email_tag: emailTag,
        session_id: tokens.sessionId,
        device_id: fields.device_id,
        ip: address,
      });
      if (c.req.header(AUTH_MODE_HEADER)?.toLowerCase() === TOKEN_AUTH_MODE) return c.json(tokenBody(tokens));

      await handOverBrowserSession(c, services, tokens, now);
      return c.json(await meBody(services, user, market));
    },
  );
