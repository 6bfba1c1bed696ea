import { Hono } from 'hono';
import type { DeviceSignInError } from '#application/auth/auth.errors';
import { canonicalUserCode } from '#domain/auth/device-sign-in';
import type { Locale } from '#domain/market/locale';
import { approveDeviceSignInPayloadSchema } from '#contract/device-sign-in.schema';
import type { InMemoryDeviceApprovalGateway } from './in-memory-device-approval-gateway';

/** The session cookie the API reads; a request without it is a visitor's. */
export const ACCESS_COOKIE = 'audiora_access';

// The wire of contract/device-sign-in.schema.ts: a refusal's status and api-contract error body.
const REFUSALS: Record<DeviceSignInError['code'], { status: 401 | 404 | 422 | 429 | 503; code: string }> = {
  'AUTH.NOT_SIGNED_IN': { status: 401, code: 'UNAUTHORIZED' },
  'DEVICE.CODE_UNKNOWN': { status: 404, code: 'NOT_FOUND' },
  'DEVICE.CODE_INVALID': { status: 422, code: 'VALIDATION_FAILED' },
  'AUTH.TOO_MANY_ATTEMPTS': { status: 429, code: 'TOO_MANY_REQUESTS' },
  'SESSION.UNAVAILABLE': { status: 503, code: 'SERVICE_UNAVAILABLE' },
  'API.MAINTENANCE': { status: 503, code: 'SERVICE_UNAVAILABLE' },
};

const refusal = (error: DeviceSignInError) => {
  const { status, code } = REFUSALS[error.code];
  const errors = error.code === 'DEVICE.CODE_INVALID' ? [{ property: 'user_code', code: 'INVALID' }] : undefined;
  return { status, body: { message: code.toLowerCase().replaceAll('_', ' '), code, ...(errors ? { errors } : {}) } };
};

/**
 * The store API's device-confirming routes in process, over the in-memory device sign-ins: what the HTTP adapter is
 * tested against until the reference server speaks them. It parses with the contract's schemas and answers its
 * statuses and bodies.
 */
export const deviceApprovalApi = (signIns: InMemoryDeviceApprovalGateway): Hono => {
  const app = new Hono();
  const signedIn = (cookie: string | undefined) =>
    (cookie ?? '').split(/;\s*/).some((c) => c.startsWith(`${ACCESS_COOKIE}=`));
  app.get('/:lang/v2/device-sign-ins/:code', async (c) => {
    if (!signedIn(c.req.header('cookie'))) return c.json(refusal({ code: 'AUTH.NOT_SIGNED_IN' }).body, 401);
    const found = await signIns.find(c.req.param('lang') as Locale, c.req.param('code'));
    if (!found.ok) {
      const { status, body } = refusal(found.error);
      return c.json(body, status);
    }
    const { userCode, clientName, expiresAt } = found.value;
    return c.json({ user_code: userCode, client_name: clientName, expires_at: expiresAt });
  });
  app.post('/:lang/v2/commands', async (c) => {
    if (!signedIn(c.req.header('cookie'))) return c.json(refusal({ code: 'AUTH.NOT_SIGNED_IN' }).body, 401);
    const body: unknown = await c.req.json();
    if ((body as { name?: unknown }).name !== 'ApproveDeviceSignIn')
      return c.json({ message: 'no such command', code: 'NOT_FOUND' }, 404);
    const payload = approveDeviceSignInPayloadSchema.safeParse(body);
    if (!payload.success) {
      const { status, body: refused } = refusal({ code: 'DEVICE.CODE_INVALID' });
      return c.json(refused, status);
    }
    const code = canonicalUserCode(payload.data.user_code) ?? '';
    const decided = await signIns.decide(c.req.param('lang') as Locale, code, payload.data.approve);
    if (!decided.ok) {
      const { status, body: refused } = refusal(decided.error);
      return c.json(refused, status);
    }
    return c.json({ approved: decided.value });
  });
  return app;
};
