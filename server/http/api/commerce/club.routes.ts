import { apiErrorSchema } from '#contract/api-error.schema';
import {
  type AccessSourcesWire,
  accessSourcesSchema,
  activationMethodsSchema,
  antiCancellationReasonsSchema,
  cancelClubPayloadSchema,
  clubCancelledSchema,
} from '#contract/club.schema';
import { activationMethods } from '#domain/club/activation-methods';
import { antiCancellationReasons } from '#server/commerce/club/anti-cancellation-reasons';
import type { CommerceModule } from '#server/composition/commerce.module';
import { requireViewer } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';

const unauthorised = { 401: { description: 'Not signed in', schema: apiErrorSchema } };

/** The club's reads (`/me/access-sources`, `/me/activation-methods`, `/me/anti-cancellation-reasons`) and `CancelClub`. */
export const registerClub = (ctx: ApiAreaContext, club: CommerceModule['club']): void => {
  ctx.registry.define(
    ctx.api,
    {
      operationId: 'getMyAccessSources',
      method: 'get',
      path: '/me/access-sources',
      summary:
        'What gives the viewer access to titles in this market: their club period (and whether it renews), the count of one-off purchases, and their family.',
      tag: 'Club',
      responses: { 200: { description: 'The access sources', schema: accessSourcesSchema }, ...unauthorised },
      cache: 'private',
    },
    async (c, { reply }) => {
      const viewer = requireViewer(c);
      const sources = unwrap(await club.getAccessSources.execute({ userId: viewer.userId, market: c.get('market') }));
      const body: AccessSourcesWire = {
        has_club: sources.hasClub,
        club: {
          available: sources.club.available,
          active: sources.club.active,
          club_until: sources.club.clubUntil,
          renews: sources.club.renews,
          club_cancelled_at: sources.club.cancelledAt,
        },
        one_off_purchases: { count: sources.oneOffPurchases },
        family: {
          role: sources.family.role,
          active: sources.family.active,
          owner_email: sources.family.ownerEmail,
          members: sources.family.members,
        },
      };
      return reply(body);
    },
  );

  ctx.registry.define(
    ctx.api,
    {
      operationId: 'getMyActivationMethods',
      method: 'get',
      path: '/me/activation-methods',
      summary: 'How the club can be activated in this market (none where there is no club).',
      tag: 'Club',
      responses: { 200: { description: 'The methods', schema: activationMethodsSchema }, ...unauthorised },
      cache: 'private',
    },
    (c, { reply }) => {
      requireViewer(c);
      const methods = activationMethods(c.get('market')).map((id) => ({ id }));
      return reply({ _embedded: { 'app:activation-method': methods } });
    },
  );

  ctx.registry.define(
    ctx.api,
    {
      operationId: 'getMyAntiCancellationReasons',
      method: 'get',
      path: '/me/anti-cancellation-reasons',
      summary: "The reasons to choose from when cancelling the club, in the market's language.",
      tag: 'Club',
      responses: { 200: { description: 'The reasons', schema: antiCancellationReasonsSchema }, ...unauthorised },
      cache: 'private',
    },
    (c, { reply }) => {
      requireViewer(c);
      return reply({ _embedded: { 'app:anti-cancellation-reason': antiCancellationReasons(c.get('market').locale) } });
    },
  );

  ctx.commands.user(
    {
      name: 'CancelClub',
      summary:
        "Stops the renewal of the viewer's club with one of the listed reasons; access lasts until club_until (409 NOT_A_CLUB_MEMBER without a running period).",
      payload: cancelClubPayloadSchema,
      responses: {
        200: { description: 'Cancelled', schema: clubCancelledSchema },
        ...unauthorised,
        409: { description: 'No running club period', schema: apiErrorSchema },
        422: { description: 'Unknown reason', schema: apiErrorSchema },
      },
    },
    async (c, payload, viewer) => {
      const result = unwrap(
        await club.cancelClub.execute({ userId: viewer.userId, market: c.get('market'), reasonId: payload.reason_id }),
      );
      return c.json({ club_until: result.clubUntil, club_cancelled_at: result.cancelledAt });
    },
  );
};
