import { apiErrorSchema } from '#contract/api-error.schema';
import { doneSchema } from '#contract/auth.schema';
import {
  acceptFamilyInvitationPayloadSchema,
  type FamilyWire,
  familyInvitationCreatedSchema,
  familyInvitationPayloadSchema,
  familySchema,
  inviteFamilyMemberPayloadSchema,
  removeFamilyMemberPayloadSchema,
} from '#contract/family.schema';
import { FAMILY_INVITATION_LIMIT } from '#server/commerce/family/invite-family-member.use-case';
import { MAX_FAMILY_MEMBERS } from '#server/commerce/family/max-family-members';
import type { CommerceModule } from '#server/composition/commerce.module';
import { requireViewer } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';

const unauthorised = { 401: { description: 'Not signed in', schema: apiErrorSchema } };

const SHARING_ONLY =
  'Markets without family sharing (spec §1: only pl, de and cz have it) answer 403 SHARING_NOT_AVAILABLE.';
const done = { 200: { description: 'Done', schema: doneSchema } };

/**
 * Family sharing of the club: `GET /me/family` and the invite, accept, cancel and remove commands. Inviting and
 * accepting are refused where the market has no sharing; reading, withdrawing and leaving work everywhere, so nobody
 * is stuck in a family. A new invitation is mailed to the address in the market's language, with the link whose token
 * alone accepts it. Invitations addressed to the viewer are listed once the viewer's address is proved.
 */
export const registerFamily = (ctx: ApiAreaContext, family: CommerceModule['family']): void => {
  ctx.registry.define(
    ctx.api,
    {
      operationId: 'getMyFamily',
      method: 'get',
      path: '/me/family',
      summary:
        "The viewer's family: its members and open invitations when they own it, the family they belong to, and invitations addressed to them (once the viewer's address is verified).",
      tag: 'Family',
      responses: { 200: { description: 'The family', schema: familySchema }, ...unauthorised },
      cache: 'private',
    },
    async (c, { reply }) => {
      const viewer = requireViewer(c);
      const view = unwrap(await family.getFamily.execute({ userId: viewer.userId }));
      const body: FamilyWire = {
        max_members: MAX_FAMILY_MEMBERS,
        members: view.members.map((m) => ({ user_id: m.userId, email: m.email, joined_at: m.joinedAt })),
        invitations: view.invitations.map((i) => ({ id: i.id, email: i.email, invited_at: i.invitedAt })),
        received_invitations: view.received.map((i) => ({
          id: i.id,
          owner_email: i.ownerEmail,
          invited_at: i.invitedAt,
        })),
        membership: view.membership
          ? { owner_email: view.membership.ownerEmail, joined_at: view.membership.joinedAt }
          : null,
      };
      return reply(body);
    },
  );

  ctx.commands.user(
    {
      name: 'InviteFamilyMember',
      summary: `Invites an e-mail address into the viewer's family and mails it the invitation (club members only, 403 CLUB_REQUIRED; at most ${MAX_FAMILY_MEMBERS}, 409 FAMILY_FULL; ${FAMILY_INVITATION_LIMIT.limit} new invitations a day, 429). ${SHARING_ONLY}`,
      payload: inviteFamilyMemberPayloadSchema,
      responses: {
        201: { description: 'Invited', schema: familyInvitationCreatedSchema },
        ...unauthorised,
        403: {
          description:
            'Not a club member, or no club (CLUB_NOT_AVAILABLE) or sharing (SHARING_NOT_AVAILABLE) in this market',
          schema: apiErrorSchema,
        },
        409: { description: 'Family full, or already in one', schema: apiErrorSchema },
        429: { description: 'Too many new invitations today; see Retry-After', schema: apiErrorSchema },
      },
    },
    async (c, payload, viewer) => {
      const invitation = unwrap(
        await family.inviteFamilyMember.execute({
          ownerId: viewer.userId,
          email: payload.email,
          market: c.get('market'),
          origin: c.get('publicOrigin'),
        }),
      );
      return c.json({ invitation_id: invitation.id }, 201);
    },
  );

  ctx.commands.user(
    {
      name: 'AcceptFamilyInvitation',
      summary: `Joins the family that invited the viewer's e-mail address, with the token of the invitation mail's link (an account holding the address is not proof enough); the viewer then shares its club. ${SHARING_ONLY}`,
      payload: acceptFamilyInvitationPayloadSchema,
      responses: {
        ...done,
        ...unauthorised,
        403: {
          description:
            'The invitation was sent to another address (INVITATION_FOR_ANOTHER_ADDRESS), or SHARING_NOT_AVAILABLE in this market',
          schema: apiErrorSchema,
        },
        404: { description: 'No invitation mail carried this token', schema: apiErrorSchema },
        409: { description: 'Already in a family', schema: apiErrorSchema },
        410: { description: 'The invitation was accepted or withdrawn (INVITATION_CLOSED)', schema: apiErrorSchema },
      },
    },
    async (c, payload, viewer) => {
      unwrap(
        await family.acceptFamilyInvitation.execute({
          userId: viewer.userId,
          token: payload.token,
          market: c.get('market'),
        }),
      );
      return c.json({ ok: true });
    },
  );

  ctx.commands.user(
    {
      name: 'CancelFamilyInvitation',
      summary: "Withdraws one of the viewer's open family invitations.",
      payload: familyInvitationPayloadSchema,
      responses: { ...done, ...unauthorised, 404: { description: 'No such open invitation', schema: apiErrorSchema } },
    },
    async (c, payload, viewer) => {
      unwrap(
        await family.cancelFamilyInvitation.execute({ ownerId: viewer.userId, invitationId: payload.invitation_id }),
      );
      return c.json({ ok: true });
    },
  );

  ctx.commands.user(
    {
      name: 'RemoveFamilyMember',
      summary: "Removes a member from the viewer's family; a member's own id leaves the family they belong to.",
      payload: removeFamilyMemberPayloadSchema,
      responses: { ...done, ...unauthorised, 404: { description: 'Not a member', schema: apiErrorSchema } },
    },
    async (c, payload, viewer) => {
      unwrap(await family.removeFamilyMember.execute({ viewerId: viewer.userId, memberId: payload.user_id }));
      return c.json({ ok: true });
    },
  );
};
