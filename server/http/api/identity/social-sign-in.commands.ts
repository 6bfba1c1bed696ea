import { apiErrorSchema } from '#contract/api-error.schema';
import {
  type SocialSignInUserWire,
  socialSignInPayloadSchema,
  socialSignInUserSchema,
} from '#contract/social-sign-in.schema';
import { openSession } from '../../../accounts/open-session';
import { logSecurityEvent } from '../../../accounts/security-log';
import type { SocialProvider } from '../../../db/tables/identity.tables';
import { IdentityProviderUnavailable } from '../../../identity/social/id-token-verifier.port';
import { ApiError, invalidFields } from '../../api-error';
import { clientAddress } from '../../auth/client-address';
import { handOverBrowserSession, meBody, signInDeviceOf, tooManyAttempts } from '../accounts/account-wire';
import type { ApiAreaContext } from '../area-context';
import type { IdentityDeps } from './identity-deps';

const COMMAND_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'SignInWithGoogleForWeb',
  apple: 'SignInWithAppleForWeb',
};

const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { google: 'Google', apple: 'Apple' };

const invalidIdToken = () => new ApiError(401, 'INVALID_ID_TOKEN', 'The id_token could not be verified');

/**
 * SignInWithGoogleForWeb / SignInWithAppleForWeb (spec §7): a verified id_token signs the browser in with the
 * same cookies as a password sign-in and answers the account as `GET /me` does, plus `created`; 201 when it made a
 * new account, 200 otherwise. Failed attempts are limited per address.
 */
export const registerSocialSignIn = ({ commands, services }: ApiAreaContext, deps: IdentityDeps) => {
  for (const provider of ['google', 'apple'] as const) {
    commands.any(
      {
        name: COMMAND_NAMES[provider],
        summary: `Signs in with a ${PROVIDER_NAMES[provider]} id_token: links an account with the verified e-mail or makes one (terms_of_service required then); sets the session cookies. 201 when the account is new. Linking an account whose e-mail was never proved ends its sessions and removes its password.`,
        payload: socialSignInPayloadSchema,
        responses: {
          200: { description: 'Signed in to an existing account', schema: socialSignInUserSchema },
          201: { description: 'Signed in to a new account', schema: socialSignInUserSchema },
          401: { description: 'The id_token cannot be trusted (INVALID_ID_TOKEN)', schema: apiErrorSchema },
          404: { description: 'The provider is not configured (PROVIDER_NOT_CONFIGURED)', schema: apiErrorSchema },
          422: { description: 'Invalid fields, or the terms not accepted for a new account', schema: apiErrorSchema },
          429: { description: 'Too many failed attempts; see Retry-After', schema: apiErrorSchema },
          503: { description: "The provider's keys could not be fetched", schema: apiErrorSchema },
        },
      },
      async (c, payload) => {
        const market = c.get('market');
        if (payload.catalog_id !== market.catalogId) throw invalidFields({ property: 'catalog_id', code: 'INVALID' });
        const address = clientAddress(c);
        const failures = deps.limits.socialFailuresPerAddress;
        const wait = await failures.retryAfterSeconds(address, services.now());
        if (wait > 0) return tooManyAttempts(c, wait);

        const signIn = deps.social[provider].signIn;
        if (!signIn)
          throw new ApiError(404, 'PROVIDER_NOT_CONFIGURED', `${PROVIDER_NAMES[provider]} sign-in is not offered here`);
        const result = await signIn
          .execute({
            idToken: payload.id_token,
            origin: new URL(c.req.url).origin,
            termsAccepted: payload.terms_of_service,
            newAccount: { catalogId: market.catalogId, marketingConsent: payload.marketing_consent },
          })
          .catch((error: unknown) => {
            if (error instanceof IdentityProviderUnavailable)
              throw new ApiError(503, 'IDENTITY_PROVIDER_UNAVAILABLE', error.message);
            throw error;
          });
        if (!result.ok) {
          if (result.problem === 'TERMS_NOT_ACCEPTED')
            throw invalidFields({ property: 'terms_of_service', code: 'REQUIRED' });
          await failures.record(address, services.now());
          logSecurityEvent(services.logger, 'security.sign_in.failure', {
            ip: address,
            provider,
            reason: 'invalid-id-token',
          });
          throw invalidIdToken();
        }
        if (result.claimed)
          logSecurityEvent(services.logger, 'security.account.claimed', {
            user_id: result.userId,
            ip: address,
            provider,
            reason: `unverified-email:sessions-ended:${result.claimed.sessionsRevoked}`,
          });

        const now = services.now();
        const tokens = await openSession(services.db, result.userId, signInDeviceOf(c, payload.device_id), now);
        logSecurityEvent(services.logger, 'security.sign_in.success', {
          user_id: result.userId,
          session_id: tokens.sessionId,
          device_id: payload.device_id,
          ip: address,
          provider,
        });
        const user = await deps.users.findById(result.userId);
        if (!user) throw new Error('A signed-in account could not be read back');
        await handOverBrowserSession(c, services, tokens, now);
        const body: SocialSignInUserWire = { ...(await meBody(services, user, market)), created: result.created };
        return c.json(body, result.created ? 201 : 200);
      },
    );
  }
};
