import { apiErrorSchema } from '#contract/api-error.schema';
import { clearKeyLicenseSchema, clearKeyRequestSchema, type ClearKeyLicenseWire } from '#contract/media.schema';
import type { MediaModule } from '#server/composition/media.module';
import type { LicenseRequest } from '#server/media/grant-content-keys.use-case';
import { keyAsBase64url, keyIdAsBase64url } from '#server/media/key-ids';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientAddress } from '../../auth/client-address';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
import { fieldErrors } from '../api-operation';
import type { ApiAreaContext } from '../area-context';
import { requireMarketCatalog } from '../catalogue-request';
import { catalogAudiobookParamsSchema } from './stream-media.route';
import { NOT_ALLOWED_TO_LISTEN_RESPONSE } from '../library/not-allowed-to-listen';

/** A licence is for this listener, this once: never kept by a browser or anything between. */
const NO_STORE = 'no-store';

/** The body as the W3C ClearKey request, or why it is not one (the use case counts and logs either). */
const readLicenseRequest = async (c: Context<AppEnv>): Promise<LicenseRequest> => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { refused: { code: 'LICENSE_REQUEST_MALFORMED' } };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { refused: { code: 'LICENSE_REQUEST_MALFORMED' } };
  const parsed = clearKeyRequestSchema.safeParse(body);
  if (!parsed.success) return { refused: { code: 'VALIDATION_FAILED', errors: fieldErrors(parsed.error, 'body') } };
  return { kids: parsed.data.kids };
};

/** `POST /catalogs/{catalogId}/audiobooks/{id}/license`: the ClearKey licence (api-contract "DRM license"). */
export const registerLicense = ({ api, registry }: ApiAreaContext, media: MediaModule) => {
  registry.define(
    api,
    {
      operationId: 'getClearKeyLicense',
      method: 'post',
      path: '/catalogs/:catalogId/audiobooks/:id/license',
      summary:
        "The W3C ClearKey licence of an encrypted audiobook: the CDM's request `{ kids, type: \"temporary\" }` (key ids in base64url) is answered with the JSON Web Key set of those keys, only when they are the title's and the signed-in listener may hear it in full on this session's device. Never stored (`Cache-Control: no-store`); limited to 60 requests a listener and 240 an address in 10 minutes; every grant and refusal is logged without the key.",
      tag: 'Playback',
      params: catalogAudiobookParamsSchema,
      documentedBody: clearKeyRequestSchema,
      responses: {
        200: { description: 'The licence', schema: clearKeyLicenseSchema },
        400: { description: 'LICENSE_REQUEST_MALFORMED: the body is not a JSON object', schema: apiErrorSchema },
        401: NOT_SIGNED_IN_RESPONSE,
        403: NOT_ALLOWED_TO_LISTEN_RESPONSE,
        404: {
          description:
            "NOT_FOUND: no such audiobook in this market's catalogue; UNKNOWN_KEY_ID: a key id the title is not encrypted with (a clear title has none)",
          schema: apiErrorSchema,
        },
        422: { description: 'VALIDATION_FAILED: `kids` or `type` is not a ClearKey request', schema: apiErrorSchema },
        429: { description: 'TOO_MANY_ATTEMPTS: wait for Retry-After', schema: apiErrorSchema },
      },
      cache: 'none',
    },
    async (c, { params }) => {
      requireMarketCatalog(c, params.catalogId, 'Audiobook');
      const listener = requireViewer(c);
      const keys = unwrap(
        await media.grantContentKeys.execute({
          listener,
          address: clientAddress(c),
          market: c.get('market'),
          audiobookId: params.id,
          request: await readLicenseRequest(c),
        }),
      );
      const body: ClearKeyLicenseWire = {
        keys: keys.map(({ keyId, key }) => ({ kty: 'oct', kid: keyIdAsBase64url(keyId), k: keyAsBase64url(key) })),
        type: 'temporary',
      };
      return c.json(body, 200, { 'Cache-Control': NO_STORE });
    },
  );
};
