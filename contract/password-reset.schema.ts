import { z } from './zod';

/** `RequestPasswordReset { email, catalog_id }`: the catalogue must be the market's (the mail speaks its language). */
export const requestPasswordResetPayloadSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  catalog_id: z.uuid(),
});

/** The answer to every accepted RequestPasswordReset, whether or not the address has an account. */
export const passwordResetRequestedSchema = z.object({ accepted: z.literal(true) });

/** A reset token as the mailed link carries it: 256 bits in base64url. */
export const passwordResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** `GET /{lang}/v2/password-reset/{token}` path parameters. */
export const passwordResetTokenParamsSchema = z.object({ token: passwordResetTokenSchema });

/** `GET /{lang}/v2/password-reset/{token}`: the link still works; `email_hint` reminds whose account it is. */
export const passwordResetTokenStateSchema = z.object({
  valid: z.literal(true),
  /** The address with its local part masked: `j***@example.com`. */
  email_hint: z.string(),
});

/**
 * `ResetPassword { token, password }`. The password is 8 to 128 characters and not a very common one; the server
 * names what is wrong as `password`/INVALID_CHARACTERS, BLANK, TOO_SHORT, TOO_LONG or TOO_COMMON.
 */
export const resetPasswordPayloadSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().describe('8 to 128 characters; very common passwords are refused'),
});

/** ResetPassword succeeded: every session of the account has ended, so the user signs in again. */
export const passwordChangedSchema = z.object({ password_changed: z.literal(true) });

export type RequestPasswordResetPayload = z.infer<typeof requestPasswordResetPayloadSchema>;
export type PasswordResetTokenStateWire = z.infer<typeof passwordResetTokenStateSchema>;
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;
