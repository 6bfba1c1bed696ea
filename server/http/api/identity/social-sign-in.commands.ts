import { apiErrorSchema } from '#contract/api-error.schema';
import {
  type SocialSignInUserWire,
  socialSignInPayloadSchema,
  socialSignInUserSchema,
} from '#contract/social-sign-in.schema';
import { getCookie } from 'hono/cookie';
import type { IdentityModule } from '../../../composition/identity.module';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../db/tables/identity.tables';
import { REFRESH_COOKIE } from '../../auth/auth-cookies';
import { clientAddress } from '../../auth/client-address';
import { setSessionCookies } from '../../auth/session-cookies';
import { unwrap } from '../../error-status';
import { meWire, signInDeviceOf } from '../accounts/account-wire';
import type { ApiAreaContext } from '../area-context';

const COMMAND_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'SignInWithGoogleForWeb',
  apple: 'SignInWithAppleForWeb',
};

const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { google: 'Google', apple: 'Apple' };

/**
 * SignInWithGoogleForWeb / SignInWithAppleForWeb (spec §7): a verified id_token signs the browser in with the
 * same cookies as a password sign-in and answers the account as `GET /me` does, plus `created`; 201 when it made a
 * new account, 200 otherwise. Failed attempts are limited per address.
 */
export const registerSocialSignIn = ({ commands }: ApiAreaContext, identity: Pick<IdentityModule, 'signInWith'>) => {
  for (const provider of SOCIAL_PROVIDERS) {
    commands.any(
      {
        name: COMMAND_NAMES[provider],
        summary: `Signs in with a ${PROVIDER_NAMES[provider]} id_token: links an account with the verified e-mail or makes one (terms_of_service required then); sets the session cookies. 201 when the account is new. Linking an account whose e-mail was never proved ends its sessions and removes its password. A token signs in once; with nonce, only when its nonce claim is the nonce's SHA-256 (hex).`,
        payload: socialSignInPayloadSchema,
        responses: {
          200: { description: 'Signed in to an existing account', schema: socialSignInUserSchema },
          201: { description: 'Signed in to a new account', schema: socialSignInUserSchema },
          401: {
            description:
              'The id_token cannot be trusted, was used before, or is not bound to the nonce (INVALID_ID_TOKEN)',
            schema: apiErrorSchema,
          },
          404: { description: 'The provider is not configured (PROVIDER_NOT_CONFIGURED)', schema: apiErrorSchema },
          422: { description: 'Invalid fields, or the terms not accepted for a new account', schema: apiErrorSchema },
          429: { description: 'Too many failed attempts; see Retry-After', schema: apiErrorSchema },
          503: { description: "The provider's keys could not be fetched", schema: apiErrorSchema },
        },
      },
      async (c, payload) => {
        const signedIn = unwrap(
          await identity.signInWith[provider].execute({
            idToken: payload.id_token,
            nonce: payload.nonce,
            origin: new URL(c.req.url).origin,
            catalogId: payload.catalog_id,
            market: c.get('market'),
            termsAccepted: payload.terms_of_service,
            marketingConsent: payload.marketing_consent,
            device: signInDeviceOf(c, payload.device_id),
            address: clientAddress(c),
            previous: {
              sessionId: c.get('viewer')?.sessionId ?? null,
              refreshToken: getCookie(c, REFRESH_COOKIE) ?? null,
            },
          }),
        );
        setSessionCookies(c, signedIn.tokens);
        const body: SocialSignInUserWire = { ...meWire(signedIn.account), created: signedIn.created };
        return c.json(body, signedIn.created ? 201 : 200);
      },
    );
  }
};
