import { meSchema } from './me.schema';
import { z } from './zod';

/**
 * `SignInWithGoogleForWeb` / `SignInWithAppleForWeb` (spec §3 "social sign-in"). `terms_of_service` must be true
 * when the sign-in creates an account (422 `terms_of_service`/REQUIRED otherwise); an existing account ignores it.
 */
export const socialSignInPayloadSchema = z.object({
  id_token: z.string().min(1).max(8192),
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
