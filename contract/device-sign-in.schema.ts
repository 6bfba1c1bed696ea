import { canonicalUserCode } from '#domain/auth/device-sign-in';
import { deviceIdSchema } from './device.schema';
import { z } from './zod';

/** A device code: 256 bits in base64url, known only to the device that started the sign-in. */
export const deviceCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A user code as typed: any case, with or without its dash and spaces; the server answers it canonical. */
export const typedUserCodeSchema = z
  .string()
  .max(32)
  .refine((typed) => canonicalUserCode(typed) !== null, { params: { code: 'INVALID' } });

/**
 * `StartDeviceSignIn { device_id, catalog_id }`: a device without a browser (the command line) asks to be signed in.
 * No session is needed; the market's catalogue names the storefront whose page confirms the code.
 */
export const startDeviceSignInPayloadSchema = z.object({
  device_id: deviceIdSchema,
  catalog_id: z.string(),
  /** What the confirming page calls the device, such as `Audiora command line on linux`. */
  client_name: z.string().trim().min(1).max(80).optional(),
});

/** The answer to StartDeviceSignIn, in RFC 8628's words. */
export const deviceSignInStartedSchema = z.object({
  device_code: deviceCodeSchema,
  /** `BDFG-HJKM`: shown to the person, typed (or followed in the link) in a signed-in browser. */
  user_code: z.string(),
  /** The storefront's page where a signed-in browser confirms the code. */
  verification_uri: z.url(),
  /** The same page with the code filled in. */
  verification_uri_complete: z.url(),
  /** Seconds until the code expires. */
  expires_in: z.int().positive(),
  /** Seconds to wait between polls. */
  interval: z.int().positive(),
});

/**
 * `PollDeviceSignIn { device_code, device_id }`: answers the tokens once the code is approved, once only. Until then
 * 400 `AUTHORIZATION_PENDING`, or `SLOW_DOWN` when polled sooner than the interval (which grows by 5 s); 403
 * `ACCESS_DENIED` when refused in the browser; 410 `EXPIRED_TOKEN` when expired, spent or unknown.
 */
export const pollDeviceSignInPayloadSchema = z.object({ device_code: deviceCodeSchema, device_id: deviceIdSchema });

/** `ApproveDeviceSignIn { user_code, approve }`: the signed-in viewer lets the device in, or refuses it. */
export const approveDeviceSignInPayloadSchema = z.object({ user_code: typedUserCodeSchema, approve: z.boolean() });

/** `GET /{lang}/v2/device-sign-ins/{user_code}` (signed in): what the confirming page shows before approving. */
export const pendingDeviceSignInSchema = z.object({
  user_code: z.string(),
  client_name: z.string(),
  /** When the code stops working (ISO 8601). */
  expires_at: z.iso.datetime(),
});

/** The viewer's decision was recorded. */
export const deviceSignInDecidedSchema = z.object({ approved: z.boolean() });

/** The error codes of PollDeviceSignIn, RFC 8628's in upper case. */
export const DEVICE_POLL_ERROR_CODES = [
  'AUTHORIZATION_PENDING',
  'SLOW_DOWN',
  'ACCESS_DENIED',
  'EXPIRED_TOKEN',
] as const;

export type StartDeviceSignInPayload = z.infer<typeof startDeviceSignInPayloadSchema>;
export type DeviceSignInStartedWire = z.infer<typeof deviceSignInStartedSchema>;
export type PendingDeviceSignInWire = z.infer<typeof pendingDeviceSignInSchema>;
