import { meSchema } from './me.schema';
import { z } from './zod';

/**
 * `SignInWithGoogleForWeb` / `SignInWithAppleForWeb` (spec §3 "social sign-in"). `terms_of_service` must be true
 * when the sign-in creates an account (422 `terms_of_service`/REQUIRED otherwise); an existing account ignores it.
 * An id_token signs in once. `nonce`, optional: the random value the browser kept when it asked the provider for the
 * token with the value's SHA-256 (hex) as the provider's `nonce`; when sent, the token must carry that hash.
 */
export const socialSignInPayloadSchema = z.object({
  id_token: z.string().min(1).max(8192),
  nonce: z.string().min(1).max(256).optional(),
  terms_of_service: z.boolean().default(false),
  marketing_consent: z.boolean().default(false),
  catalog_id: z.uuid(),
  device_id: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/),
});

/** The signed-in account exactly as `GET /me` shows it (201 when the sign-in created it, 200 otherwise). */
export const socialSignInUserSchema = meSchema.extend({
  /** True when this sign-in made the account. */
  created: z.boolean(),
});

export type SocialSignInPayload = z.infer<typeof socialSignInPayloadSchema>;
export type SocialSignInUserWire = z.infer<typeof socialSignInUserSchema>;
