import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '#contract/api-error.schema';
import { registerUserPayloadSchema } from '#contract/auth.schema';
import { meSchema } from '#contract/me.schema';
import { emailLogTag } from '../../../accounts/email-address';
import { KyselySignInSessions } from '../../../accounts/session/kysely-sign-in-sessions';
import { logSecurityEvent } from '../../../accounts/security-log';
import { type FieldError, invalidFields } from '../../api-error';
import { clientAddress } from '../../auth/client-address';
import { setSessionCookies } from '../../auth/session-cookies';
import type { ApiAreaContext } from '../area-context';
import type { AccountsDeps } from './accounts-deps';
import { meBody, signInDeviceOf, tooManyAttempts } from './account-wire';
import { newPasswordSchema } from './new-password.schema';

const payload = registerUserPayloadSchema.extend({ password: newPasswordSchema });

/**
 * `RegisterUser` (spec §3, §4 "Sign-up then automatic sign-in"): creates the account with an argon2id hash and signs
 * it in on this device (a session and the cookies), answering 201 with the account as `GET /me` shows it.
 */
export const registerRegisterUser = ({ commands }: ApiAreaContext, deps: AccountsDeps) =>
  commands.any(
    {
      name: 'RegisterUser',
      summary:
        'Creates an account and signs it in (cookies). Field errors: email INVALID/ALREADY_USED, password TOO_SHORT/TOO_LONG/TOO_COMMON, terms_of_service REQUIRED, catalog_id INVALID.',
      payload,
      responses: {
        201: { description: 'The new account, signed in', schema: meSchema },
        422: { description: 'Invalid fields', schema: apiErrorSchema },
        429: { description: 'Too many sign-ups from this address or for this e-mail', schema: apiErrorSchema },
      },
    },
    async (c, fields) => {
      const { services } = deps;
      const now = services.now();
      const address = clientAddress(c);
      const retryAfter = await deps.signUpThrottle.retryAfterSeconds(address, fields.email, now);
      if (retryAfter > 0) return tooManyAttempts(c, retryAfter);
      await deps.signUpThrottle.record(address, fields.email, now);

      const market = c.get('market');
      const errors: FieldError[] = [];
      if (fields.catalog_id !== market.catalogId) errors.push({ property: 'catalog_id', code: 'INVALID' });
      if (await deps.users.findByEmail(fields.email)) errors.push({ property: 'email', code: 'ALREADY_USED' });
      if (errors.length > 0) throw invalidFields(...errors);

      const userId = randomUUID();
      const passwordHash = await deps.hasher.hash(fields.password);
      const device = signInDeviceOf(c, fields.device_id ?? randomUUID());
      const tokens = await new KyselySignInSessions(services).register(
        {
          id: userId,
          email: fields.email,
          passwordHash,
          catalogId: market.catalogId,
          marketingConsent: fields.marketing_consent,
          trackingId: randomUUID(),
          createdAt: now,
        },
        device,
        now,
      );
      if (!tokens) throw invalidFields({ property: 'email', code: 'ALREADY_USED' });
      logSecurityEvent(services.logger, 'security.sign_up.success', {
        user_id: userId,
        email_tag: emailLogTag(fields.email),
        session_id: tokens.sessionId,
        ip: address,
      });
      const user = await deps.users.findById(userId);
      if (!user) throw new Error('A new account could not be read back');
      setSessionCookies(c, tokens);
      return c.json(await meBody(services, user, market), 201);
    },
  );
