import { apiErrorSchema } from '#contract/api-error.schema';
import { doneSchema } from '#contract/auth.schema';
import {
  revokeSessionPayloadSchema,
  type SessionCollectionWire,
  sessionCollectionSchema,
  sessionsRevokedSchema,
} from '#contract/session.schema';
import { z } from '#contract/zod';
import type { AccountsModule } from '../../../composition/accounts.module';
import { clientAddress } from '../../auth/client-address';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import { clearSessionCookies } from '../../auth/session-cookies';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { apiBase } from '../hal';
import { wireTimestamp } from './account-wire';
/**
 * `GET /me/sessions`, `RevokeSession { session_id }` and `RevokeOtherSessions` (user panel "sessions"): only ever the
 * viewer's own.
 */
export const registerSessions = (
  { api, registry, commands }: ApiAreaContext,
  accounts: Pick<AccountsModule, 'listSessions' | 'revokeSession' | 'revokeOtherSessions'>,
) => {
  registry.define(
    api,
    {
      operationId: 'listMySessions',
      method: 'get',
      path: '/me/sessions',
      summary: "The account's sessions that can still be used, most recently used first; `current` marks this one.",
      tag: 'Account',
      responses: {
        200: { description: 'The sessions', schema: sessionCollectionSchema },
        401: NOT_SIGNED_IN_RESPONSE,
      },
      cache: 'private',
    },
    async (c, { reply }) => {
      const viewer = requireViewer(c);
      const sessions = unwrap(await accounts.listSessions.execute({ viewer }));
      const body: SessionCollectionWire = {
        total: sessions.length,
        _embedded: {
          'app:session': sessions.map((s) => ({
            id: s.id,
            device_id: s.deviceId,
            user_agent: s.userAgent,
            created_at: wireTimestamp(s.createdAt),
            last_used_at: wireTimestamp(s.lastUsedAt),
            current: s.current,
          })),
        },
        _links: { self: { href: `${apiBase(c.get('market').locale)}/me/sessions` } },
      };
      return reply(body);
    },
  );

  commands.user(
    {
      name: 'RevokeSession',
      summary:
        "Ends one of the viewer's sessions (404 for any other id); ending the current one also clears its cookies.",
      payload: revokeSessionPayloadSchema,
      responses: {
        200: { description: 'The session is ended', schema: doneSchema },
        404: { description: 'The account has no such session', schema: apiErrorSchema },
        422: { description: 'session_id is not a session id', schema: apiErrorSchema },
      },
    },
    async (c, fields, viewer) => {
      const revoked = unwrap(
        await accounts.revokeSession.execute({ viewer, sessionId: fields.session_id, address: clientAddress(c) }),
      );
      if (revoked.endedCurrent && viewer.via === 'cookie') clearSessionCookies(c);
      return c.json({ ok: true as const });
    },
  );

  commands.user(
    {
      name: 'RevokeOtherSessions',
      summary: "Ends every session of the viewer's account but the one asking (sign out everywhere else).",
      payload: z.object({}),
      responses: { 200: { description: 'The other sessions are ended', schema: sessionsRevokedSchema } },
    },
    async (c, _fields, viewer) => {
      const { sessionsEnded } = unwrap(
        await accounts.revokeOtherSessions.execute({ viewer, address: clientAddress(c) }),
      );
      return c.json({ sessions_revoked: sessionsEnded });
    },
  );
};
