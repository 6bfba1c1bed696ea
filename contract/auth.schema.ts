import { deviceIdSchema } from './device.schema';
import { z } from './zod';

/** The header a script sends with `AuthenticateForWeb` to get its tokens in the body instead of cookies. */
export const AUTH_MODE_HEADER = 'X-Auth-Mode';
export const TOKEN_AUTH_MODE = 'token';

/** A true flag a form must send; false or absent is `REQUIRED` (sign-up's terms of service). */
const mustBeTrue = z.boolean().refine((v) => v, { params: { code: 'REQUIRED' } });

/**
 * `RegisterUser` (spec §3 "registration"). The server adds its password policy (INVALID_CHARACTERS, BLANK, TOO_SHORT,
 * TOO_LONG, TOO_COMMON) and checks `catalog_id` against the market and the e-mail against existing accounts.
 * `device_id` is optional: the storefront sends it so the session it gets is bound to its device.
 */
export const registerUserPayloadSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  password: z.string(),
  catalog_id: z.string(),
  terms_of_service: mustBeTrue,
  marketing_consent: z.boolean().default(false),
  device_id: deviceIdSchema.optional(),
});

/** `AuthenticateForWeb` (spec §3 "authentication"): the captcha token was obtained for the action `login`. */
export const authenticateForWebPayloadSchema = z.object({
  device_id: deviceIdSchema,
  email: z.string().max(254),
  password: z.string().max(1024),
  catalog_id: z.string(),
  recaptcha_token: z.string().max(4096),
});

/** `RefreshTokenForWeb { device_id }`: the refresh token comes from its cookie, or from `refresh_token` for scripts. */
export const refreshTokenForWebPayloadSchema = z.object({
  device_id: deviceIdSchema,
  refresh_token: z.string().min(20).max(200).optional(),
});

/** `LogoutForWeb { catalog_id }`: never refused, so the catalogue is not checked. */
export const logoutForWebPayloadSchema = z.object({ catalog_id: z.string().optional() });

/** Tokens for a script (`X-Auth-Mode: token`, or a refresh with `refresh_token`). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds the access token lives. */
  expires_in: z.int().positive(),
});

/** A browser's refresh: the new tokens are in the cookies. */
export const refreshedSchema = z.object({ expires_in: z.int().positive() });

/** A command that changed something and has nothing else to say. */
export const doneSchema = z.object({ ok: z.literal(true) });

/** `POST /dev/recaptcha/token { action }` of a server without a reCAPTCHA secret. */
export const developmentCaptchaRequestSchema = z.object({ action: z.string().regex(/^[A-Za-z_/]{1,64}$/) });
export const developmentCaptchaTokenSchema = z.object({ token: z.string() });

export type TokenResponseWire = z.infer<typeof tokenResponseSchema>;
