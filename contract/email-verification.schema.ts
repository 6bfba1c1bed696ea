import { z } from './zod';

/** The answer to an accepted RequestEmailVerification: the mail goes out shortly after. */
export const emailVerificationRequestedSchema = z.object({ accepted: z.literal(true) });

/**
 * `VerifyEmail { token }`: the token of the verification mail's link (256 bits in base64url), which opens the
 * storefront's profile page with `?email_verification={token}`.
 */
export const verifyEmailPayloadSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** VerifyEmail succeeded: the account's address is proved (`GET /me` answers `email_verified: true`). */
export const emailVerifiedSchema = z.object({ email_verified: z.literal(true) });

export type VerifyEmailPayload = z.infer<typeof verifyEmailPayloadSchema>;
