import { playbackLimitSchema } from './playback-limit.schema';
import { z } from './zod';

/** `GET /me` (spec §3 "User (server form)"): the signed-in account. */
export const meSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /**
   * Whether the owner proved holding `email` (a followed verification or password-reset link, a Google/Apple
   * identity); `RequestEmailVerification` mails a new link. Added after the first release: older clients ignore it.
   */
  email_verified: z.boolean(),
  /** A club member in the request's market right now. */
  has_club: z.boolean(),
  marketing_consent: z.boolean(),
  newsletter: z.boolean(),
  created_at: z.string(),
  /** An opaque id for analytics, never the account id. */
  tracking_id: z.uuid(),
  /** Spec §6: the account sees features before everyone. Added after the first release: older servers leave it out. */
  is_alpha_tester: z.boolean().optional(),
  _embedded: z.object({ 'app:playback-limit': z.array(playbackLimitSchema) }),
});

export type MeWire = z.infer<typeof meSchema>;
