import { halLinksSchema } from './hal.schema';
import { z } from './zod';

/** One live sign-in of the account (`app:session`); `current` marks the one asking. */
export const sessionSchema = z.object({
  id: z.uuid(),
  device_id: z.string(),
  user_agent: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});

/** `GET /me/sessions`: the account's sessions that can still be used, most recently used first. */
export const sessionCollectionSchema = z.object({
  total: z.int().nonnegative(),
  _embedded: z.object({ 'app:session': z.array(sessionSchema) }),
  _links: halLinksSchema.optional(),
});

/** `RevokeSession { session_id }`: ends one of the viewer's own sessions. */
export const revokeSessionPayloadSchema = z.object({ session_id: z.uuid() });

export type SessionWire = z.infer<typeof sessionSchema>;
export type SessionCollectionWire = z.infer<typeof sessionCollectionSchema>;
