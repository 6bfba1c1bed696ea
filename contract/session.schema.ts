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

/** `RevokeOtherSessions`: how many of the account's other sessions ended. */
export const sessionsRevokedSchema = z.object({ sessions_revoked: z.int().nonnegative() });

/** `DeleteAccount { password }`: the owner's password, proving it is them; the account and its sessions go. */
export const deleteAccountPayloadSchema = z.object({ password: z.string().max(1024) });

/** `DeleteAccount` succeeded: nothing of the account is left. */
export const accountDeletedSchema = z.object({ account_deleted: z.literal(true) });

export type SessionWire = z.infer<typeof sessionSchema>;
export type SessionCollectionWire = z.infer<typeof sessionCollectionSchema>;
