import { z } from './zod';

const timestamp = z.iso.datetime({ offset: true });

/** `InviteFamilyMember`: the e-mail address to invite, read as sign-up and password reset read one (trimmed). */
export const inviteFamilyMemberPayloadSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email())
    .refine((email) => email.length <= 254, { params: { code: 'TOO_LONG' } }),
});

/** `CancelFamilyInvitation`: one of the viewer's open invitations. */
export const familyInvitationPayloadSchema = z.object({ invitation_id: z.uuid() });

/**
 * `AcceptFamilyInvitation { token }`: the token of the invitation mail's link (256 bits in base64url), which opens the
 * family-sharing page with `?invitation={token}`. An invitation id alone no longer accepts: only who reads the
 * invited mailbox holds the token.
 */
export const acceptFamilyInvitationPayloadSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** `RemoveFamilyMember`: the member to remove (the viewer's own id leaves the family). */
export const removeFamilyMemberPayloadSchema = z.object({ user_id: z.uuid() });

export const familyInvitationCreatedSchema = z.object({ invitation_id: z.uuid() });

/** `GET /me/family`: the viewer's family as owner, the family they belong to, and invitations addressed to them. */
export const familySchema = z.object({
  max_members: z.int().positive(),
  members: z.array(z.object({ user_id: z.uuid(), email: z.string(), joined_at: timestamp })),
  invitations: z.array(z.object({ id: z.uuid(), email: z.string(), invited_at: timestamp })),
  received_invitations: z.array(z.object({ id: z.uuid(), owner_email: z.string(), invited_at: timestamp })),
  membership: z.object({ owner_email: z.string(), joined_at: timestamp }).nullable(),
});

export type FamilyWire = z.infer<typeof familySchema>;
