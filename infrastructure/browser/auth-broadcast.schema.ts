import type { AuthBroadcast } from '#domain/auth/auth.reducer';
import type { User, UserId } from '#domain/auth/user';
import { z } from '#contract/zod';

/** The channel the auth store's tabs talk on (spec §4). */
export const AUTH_CHANNEL_NAME = 'audiora.auth';

/** Spec §3 User, client form, as another tab posts it; mapped to the domain type here and only here. */
const userSchema = z
  .object({
    id: z.string().min(1),
    email: z.string(),
    isClubMember: z.boolean(),
    hasMarketingConsent: z.boolean(),
    newsletter: z.boolean(),
    trackingId: z.string().nullable(),
    createdAt: z.string(),
    playbackLimit: z.record(z.string(), z.unknown()).nullable(),
    isAlphaTester: z.literal(true).optional(),
  })
  .transform(
    (wire): User => ({
      id: wire.id as UserId,
      email: wire.email,
      isClubMember: wire.isClubMember,
      hasMarketingConsent: wire.hasMarketingConsent,
      newsletter: wire.newsletter,
      trackingId: wire.trackingId,
      createdAt: wire.createdAt,
      playbackLimit: wire.playbackLimit,
      ...(wire.isAlphaTester && { isAlphaTester: true }),
    }),
  );

/** Spec §4: sign-in, sign-out and update as broadcast between tabs. */
export const authBroadcastSchema: z.ZodType<AuthBroadcast> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('signedIn'), user: userSchema }),
  z.object({ type: z.literal('signedOut') }),
  z.object({ type: z.literal('userUpdated'), user: userSchema }),
]);
