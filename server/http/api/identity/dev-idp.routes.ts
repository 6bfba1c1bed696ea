import { z } from '#contract/zod';
import { safeRedirectPath } from '#domain/navigation/safe-redirect';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../db/tables/identity.tables';
import { consentPage } from '../../../identity/social/dev-consent-page';
import type { DevIdentityProvider } from '../../../identity/social/dev-identity-provider';
import { apiErrorOf } from '../../error-status';
import { notFoundHandler } from '../../error-handler';
import type { ApiAreaContext } from '../area-context';
import type { IdentityModule } from '../../../composition/identity.module';

const NO_STORE = { 'Cache-Control': 'no-store' };

const consentFields = {
  redirect_uri: z.string().max(2048),
  state: z.string().max(512).default(''),
  nonce: z.string().max(256).default(''),
};

const authorizeQuerySchema = z.object(consentFields);

const consentFormSchema = z.object({
  ...consentFields,
  email: z.string().trim().max(254).pipe(z.email()),
  name: z.string().trim().max(100).default(''),
});

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** The redirect target as a path of this origin, or a 400: never an open redirect. */
const redirectPathOf = (c: Context<AppEnv>, redirectUri: string): string => {
  const path = safeRedirectPath(redirectUri, originOf(c));
  if (!path.ok) throw apiErrorOf({ code: 'INVALID_REDIRECT_URI' });
  return path.value;
};

/**
 * The development identity provider (api-contract "Google/Apple"), for each provider without a client id:
 * `GET /dev/idp/{provider}/authorize` shows a consent form, its POST to `/consent` signs an id_token and sends the
 * browser back to the client's path with `#id_token=…&state=…`, and `/jwks.json` publishes the public key.
 */
export const registerDevIdentityProviders = (
  { site, now }: ApiAreaContext,
  identity: Pick<IdentityModule, 'devProviders'>,
) => {
  const providerOf = (c: Context<AppEnv>): DevIdentityProvider | null => {
    const name = c.req.param('provider');
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(name ?? '')) return null;
    return identity.devProviders[name as SocialProvider];
  };

  site.get('/dev/idp/:provider/jwks.json', async (c) => {
    const provider = providerOf(c);
    return provider ? c.json(await provider.jwks(), 200, NO_STORE) : notFoundHandler(c);
  });

  site.get('/dev/idp/:provider/authorize', (c) => {
    const provider = providerOf(c);
    if (!provider) return notFoundHandler(c);
    const query = authorizeQuerySchema.safeParse(c.req.query());
    if (!query.success)
      throw apiErrorOf({ code: 'INVALID_REQUEST', detail: 'redirect_uri, state and nonce are required' });
    const redirectUri = redirectPathOf(c, query.data.redirect_uri);
    const page = consentPage(provider.provider, { redirectUri, state: query.data.state, nonce: query.data.nonce });
    return c.html(page, 200, NO_STORE);
  });

  site.post('/dev/idp/:provider/consent', async (c) => {
    const provider = providerOf(c);
    if (!provider) return notFoundHandler(c);
    const form = consentFormSchema.safeParse(await c.req.parseBody().catch(() => ({})));
    if (!form.success) throw apiErrorOf({ code: 'INVALID_REQUEST', detail: 'A valid e-mail address is required' });
    const path = redirectPathOf(c, form.data.redirect_uri);
    const idToken = await provider.issue({
      origin: originOf(c),
      email: form.data.email,
      name: form.data.name,
      nonce: form.data.nonce || undefined,
      now: now(),
    });
    const fragment = new URLSearchParams({ id_token: idToken, state: form.data.state });
    return c.redirect(`${path}#${fragment.toString()}`, 303);
  });
};
