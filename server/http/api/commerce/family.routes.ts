import { apiErrorSchema } from '#infrastructure/http/contract/api-error.schema';
import { doneSchema } from '#infrastructure/http/contract/auth.schema';
import {
  type FamilyWire,
  familyInvitationCreatedSchema,
  familyInvitationPayloadSchema,
  familySchema,
  inviteFamilyMemberPayloadSchema,
  removeFamilyMemberPayloadSchema,
} from '#infrastructure/http/contract/family.schema';
import { type KyselyFamilyRepository, MAX_FAMILY_MEMBERS } from '#server/commerce/family/kysely-family-repository';
import { requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';

const unauthorised = { 401: { description: 'Not signed in', schema: apiErrorSchema } };
const done = { 200: { description: 'Done', schema: doneSchema } };

/** Family sharing of the club: `GET /me/family` and the invite, accept, cancel and remove commands. */
export const registerFamily = (ctx: ApiAreaContext, families: KyselyFamilyRepository): void => {
  const { now } = ctx.services;

  ctx.registry.define(
    ctx.api,
    {
      operationId: 'getMyFamily',
      method: 'get',
      path: '/me/family',
      summary:
        "The viewer's family: its members and open invitations when they own it, the family they belong to, and invitations addressed to them.",
      tag: 'Family',
      responses: { 200: { description: 'The family', schema: familySchema }, ...unauthorised },
      cache: 'private',
    },
    async (c) => {
      const viewer = requireViewer(c);
      const family = await families.view(viewer.userId);
      const body: FamilyWire = {
        max_members: MAX_FAMILY_MEMBERS,
        members: family.members.map((m) => ({ user_id: m.userId, email: m.email, joined_at: m.joinedAt })),
        invitations: family.invitations.map((i) => ({ id: i.id, email: i.email, invited_at: i.invitedAt })),
        received_invitations: family.received.map((i) => ({
          id: i.id,
          owner_email: i.ownerEmail,
          invited_at: i.invitedAt,
        })),
        membership: family.membership
          ? { owner_email: family.membership.ownerEmail, joined_at: family.membership.joinedAt }
          : null,
      };
      return c.json(body);
    },
  );

  ctx.commands.user(
    {
      name: 'InviteFamilyMember',
      summary: `Invites an e-mail address into the viewer's family (club members only, 403 CLUB_REQUIRED; at most ${MAX_FAMILY_MEMBERS}, 409 FAMILY_FULL).`,
      payload: inviteFamilyMemberPayloadSchema,
      responses: {
        201: { description: 'Invited', schema: familyInvitationCreatedSchema },
        ...unauthorised,
        403: { description: 'Not a club member, or no club in this market', schema: apiErrorSchema },
        409: { description: 'Family full, or already in one', schema: apiErrorSchema },
      },
    },
    async (c, payload, viewer) => {
      const id = await families.invite(viewer.userId, payload.email, c.get('market'), now());
      return c.json({ invitation_id: id }, 201);
    },
  );

  ctx.commands.user(
    {
      name: 'AcceptFamilyInvitation',
      summary: "Joins the family that invited the viewer's e-mail address; the viewer then shares its club.",
      payload: familyInvitationPayloadSchema,
      responses: {
        ...done,
        ...unauthorised,
        404: { description: 'No such invitation for the viewer', schema: apiErrorSchema },
        409: { description: 'Already in a family', schema: apiErrorSchema },
      },
    },
    async (c, payload, viewer) => {
      await families.accept(viewer.userId, payload.invitation_id, now());
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
      await families.cancelInvitation(viewer.userId, payload.invitation_id, now());
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
      await families.remove(viewer.userId, payload.user_id, now());
      return c.json({ ok: true });
    },
  );
};
