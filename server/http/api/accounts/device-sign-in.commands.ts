import { apiErrorSchema } from '#contract/api-error.schema';
import { tokenResponseSchema } from '#contract/auth.schema';
import {
  approveDeviceSignInPayloadSchema,
  type DeviceSignInStartedWire,
  deviceSignInDecidedSchema,
  deviceSignInStartedSchema,
  type PendingDeviceSignInWire,
  pendingDeviceSignInSchema,
  pollDeviceSignInPayloadSchema,
  startDeviceSignInPayloadSchema,
  typedUserCodeSchema,
} from '#contract/device-sign-in.schema';
import { z } from '#contract/zod';
import type { AccountsModule } from '../../../composition/accounts.module';
import { clientAddress } from '../../auth/client-address';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import { errorResponse, unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { tokenBody, userAgentOf } from './account-wire';

const userCodeParamsSchema = z.object({ user_code: typedUserCodeSchema });

const wrongCodeResponses = {
  404: { description: 'No pending, unexpired sign-in has this user code', schema: apiErrorSchema },
  429: { description: 'Too many wrong user codes for this account; see Retry-After', schema: apiErrorSchema },
};

/**
 * Device sign-in (RFC 8628's device authorization grant): StartDeviceSignIn gives a device without a browser a device
 * code and a user code, a signed-in browser looks the user code up (`GET /device-sign-ins/{user_code}`) and approves
 * or refuses it (ApproveDeviceSignIn, a viewer command, so cookie-authenticated calls must pass the CSRF check), and the
 * device's PollDeviceSignIn then gets its own session's tokens, once.
 */
export const registerDeviceSignIn = (
  { api, registry, commands }: ApiAreaContext,
  accounts: Pick<
    AccountsModule,
    'startDeviceSignIn' | 'pollDeviceSignIn' | 'showPendingDeviceSignIn' | 'decideDeviceSignIn'
  >,
) => {
  commands.any(
    {
      name: 'StartDeviceSignIn',
      summary:
        'Starts signing in a device without a browser: answers a secret device_code to poll with and a user_code to confirm on the storefront page verification_uri, valid expires_in seconds. No session needed; limited per client address.',
      payload: startDeviceSignInPayloadSchema,
      responses: {
        200: { description: 'Started', schema: deviceSignInStartedSchema },
        422: {
          description: 'Invalid fields (catalog_id INVALID when not the market of the path)',
          schema: apiErrorSchema,
        },
        429: { description: 'Too many sign-ins started from this address; see Retry-After', schema: apiErrorSchema },
      },
    },
    async (c, fields) => {
      const started = unwrap(
        await accounts.startDeviceSignIn.execute({
          deviceId: fields.device_id,
          catalogId: fields.catalog_id,
          clientName: fields.client_name,
          userAgent: userAgentOf(c),
          market: c.get('market'),
          origin: c.get('publicOrigin'),
          address: clientAddress(c),
        }),
      );
      const body: DeviceSignInStartedWire = {
        device_code: started.deviceCode,
        user_code: started.userCode,
        verification_uri: started.verificationUri,
        verification_uri_complete: started.verificationUriComplete,
        expires_in: started.expiresInSeconds,
        interval: started.intervalSeconds,
      };
      return c.json(body);
    },
  );

  commands.any(
    {
      name: 'PollDeviceSignIn',
      summary:
        "Asks whether a started sign-in was approved: the device's own session tokens once, after which the code is spent. Until then 400 AUTHORIZATION_PENDING, or SLOW_DOWN when polled sooner than the interval (which grows by 5 s; Retry-After says the interval); 403 ACCESS_DENIED when refused; 410 EXPIRED_TOKEN when expired, spent, unknown or polled with another device_id.",
      payload: pollDeviceSignInPayloadSchema,
      responses: {
        200: { description: 'Approved: the tokens of a new session on the device', schema: tokenResponseSchema },
        400: {
          description: 'AUTHORIZATION_PENDING or SLOW_DOWN; Retry-After gives the interval',
          schema: apiErrorSchema,
        },
        403: { description: 'ACCESS_DENIED: refused in the browser', schema: apiErrorSchema },
        410: { description: 'EXPIRED_TOKEN: expired, spent or unknown; start again', schema: apiErrorSchema },
      },
    },
    async (c, fields) => {
      const polled = await accounts.pollDeviceSignIn.execute({
        deviceCode: fields.device_code,
        deviceId: fields.device_id,
        userAgent: userAgentOf(c),
        address: clientAddress(c),
      });
      // Answered rather than thrown, so the dispatcher marks the refusals no-store too (RFC 6749 §5.2).
      if (!polled.ok) return errorResponse(c, polled.error);
      return c.json(tokenBody(polled.value));
    },
  );

  registry.define(
    api,
    {
      operationId: 'showPendingDeviceSignIn',
      method: 'get',
      path: '/device-sign-ins/:user_code',
      summary:
        'The pending sign-in of a user code (any case, with or without its dash), as the confirming page shows it before the viewer approves it. Wrong codes count towards a few an hour per account.',
      tag: 'Account',
      params: userCodeParamsSchema,
      responses: {
        200: { description: 'Pending and unexpired', schema: pendingDeviceSignInSchema },
        401: NOT_SIGNED_IN_RESPONSE,
        ...wrongCodeResponses,
      },
      cache: 'private',
    },
    async (c, { params, reply }) => {
      const viewer = requireViewer(c);
      const pending = unwrap(
        await accounts.showPendingDeviceSignIn.execute({
          viewer,
          userCode: params.user_code,
          address: clientAddress(c),
        }),
      );
      const body: PendingDeviceSignInWire = {
        user_code: pending.userCode,
        client_name: pending.clientName,
        expires_at: pending.expiresAt.toISOString(),
      };
      return reply(body);
    },
  );

  commands.user(
    {
      name: 'ApproveDeviceSignIn',
      summary:
        "Lets the device of a pending user code in as the viewer's account (approve: true), or refuses it; the first decision holds. Wrong codes count towards a few an hour per account.",
      payload: approveDeviceSignInPayloadSchema,
      responses: {
        200: { description: 'The decision is recorded', schema: deviceSignInDecidedSchema },
        403: { description: 'Sent cross-site with the session cookies (CSRF_REJECTED)', schema: apiErrorSchema },
        422: { description: 'user_code INVALID: not a code of the alphabet', schema: apiErrorSchema },
        ...wrongCodeResponses,
      },
    },
    async (c, fields, viewer) => {
      const decided = unwrap(
        await accounts.decideDeviceSignIn.execute({
          viewer,
          userCode: fields.user_code,
          approve: fields.approve,
          address: clientAddress(c),
        }),
      );
      return c.json({ approved: decided.approved });
    },
  );
};
