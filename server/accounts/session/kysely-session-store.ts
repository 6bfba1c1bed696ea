import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import {
  ACCESS_TOKEN_TTL_MS,
  type IssuedTokens,
  REFRESH_TOKEN_TTL_MS,
  type RefreshOutcome,
  type SessionStore,
  type SessionSummary,
  type StartSessionInput,
} from './session-store.port';
import { liveSessionsOf } from './live-sessions.query';
import { newToken, tokenHash } from './token';
import type { Viewer } from './viewer';

/** How stale `last_used_at` may get before a request writes it again: one write per session per few minutes. */
const LAST_USED_PRECISION_MS = 5 * 60 * 1000;

const iso = (date: Date) => date.toISOString();

/** Sessions and their tokens in the database; tokens are stored hashed. */
export class KyselySessionStore implements SessionStore {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  /** A new session with a fresh access and refresh token (a new session at every sign-in). */
  async start(input: StartSessionInput, now: Date): Promise<IssuedTokens> {
    return this.deps.db.transaction().execute((trx) => startSession(trx, input, now));
  }

  /** The viewer an unexpired access token of a live session names, or null. */
  async authenticate(accessToken: string, via: Viewer['via'], now: Date): Promise<Viewer | null> {
    const row = await this.deps.db
      .selectFrom('session_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .select(['s.id as sessionId', 's.user_id as userId', 's.device_id as deviceId', 's.last_used_at as lastUsedAt'])
      .where('t.token_hash', '=', tokenHash(accessToken))
      .where('t.kind', '=', 'access')
      .where('t.expires_at', '>', iso(now))
      .where('s.revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    if (Date.parse(row.lastUsedAt) + LAST_USED_PRECISION_MS < now.getTime())
      await this.deps.db
        .updateTable('sessions')
        .set({ last_used_at: iso(now) })
        .where('id', '=', row.sessionId)
        .execute();
    return { sessionId: row.sessionId, userId: row.userId, deviceId: row.deviceId, via };
  }

  /**
   * Exchanges a refresh token for new tokens in the same session, once: the old one is marked used. Presenting a used
   * token again is reuse (a copy is in someone else's hands), and revokes the whole session. A token of another device,
   * an expired one or one of an ended session is refused without new tokens.
   */
  async refresh(refreshToken: string, deviceId: string, now: Date): Promise<RefreshOutcome> {
    return this.deps.db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
      const hash = tokenHash(refreshToken);
      const row = await trx
        .selectFrom('session_tokens as t')
        .innerJoin('sessions as s', 's.id', 't.session_id')
        .select(['t.used_at', 't.expires_at', 's.id', 's.user_id', 's.device_id', 's.revoked_at'])
        .where('t.token_hash', '=', hash)
        .where('t.kind', '=', 'refresh')
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      const session = { sessionId: row.id, userId: row.user_id };
      if (row.revoked_at !== null) return { ok: false, reason: 'revoked', ...session };
      if (row.used_at !== null) {
        await revokeSession(trx, row.id, 'refresh-reuse', now);
        return { ok: false, reason: 'reused', ...session };
      }
      if (row.expires_at <= iso(now)) return { ok: false, reason: 'expired', ...session };
      if (row.device_id !== deviceId) return { ok: false, reason: 'wrong-device', ...session };
      const marked = await trx
        .updateTable('session_tokens')
        .set({ used_at: iso(now) })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      // A concurrent exchange of the same token got there first: that is reuse too.
      if (Number(marked.numUpdatedRows) !== 1) {
        await revokeSession(trx, row.id, 'refresh-reuse', now);
        return { ok: false, reason: 'reused', ...session };
      }
      await trx
        .updateTable('sessions')
        .set({ last_used_at: iso(now) })
        .where('id', '=', row.id)
        .execute();
      return { ok: true, userId: row.user_id, tokens: await issueTokens(trx, row.id, now) };
    });
  }

  /** The session a refresh token belongs to, used or not (logout with an expired access token), or null. */
  async sessionOfRefreshToken(refreshToken: string): Promise<{ sessionId: string; userId: string } | null> {
    const row = await this.deps.db
      .selectFrom('session_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .select(['s.id as sessionId', 's.user_id as userId'])
      .where('t.token_hash', '=', tokenHash(refreshToken))
      .where('t.kind', '=', 'refresh')
      .executeTakeFirst();
    return row ?? null;
  }

  /** The account's sessions that can still be used (not revoked, with an unexpired, unused token), newest use first. */
  async listLive(userId: string, now: Date): Promise<SessionSummary[]> {
    const rows = await liveSessionsOf(this.deps.db, userId, now)
      .select(['s.id', 's.device_id', 's.user_agent', 's.created_at', 's.last_used_at'])
      .orderBy('s.last_used_at', 'desc')
      .orderBy('s.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      deviceId: r.device_id,
      userAgent: r.user_agent,
      createdAt: r.created_at,
      lastUsedAt: r.last_used_at,
    }));
  }

  /** Ends one of the account's own sessions; false when the account has no session of that id. */
  async revokeOwn(userId: string, sessionId: string, reason: string, now: Date): Promise<boolean> {
    const owned = await this.deps.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!owned) return false;
    await revokeSession(this.deps.db, sessionId, reason, now);
    return true;
  }

  /** Ends every live session of the account on one device; returns how many ended. */
  revokeDevice(userId: string, deviceId: string, reason: string, now: Date): Promise<number> {
    return revokeLive(this.deps.db, { userId, deviceId }, reason, now);
  }

  /** Ends every live session of the account (password reset, a claimed account); returns how many ended. */
  revokeAll(userId: string, reason: string, now: Date): Promise<number> {
    return revokeLive(this.deps.db, { userId }, reason, now);
  }

  /** Ends every live session of the account but one (a password change keeps the session it came from). */
  revokeAllExcept(userId: string, keptSessionId: string, reason: string, now: Date): Promise<number> {
    return revokeLive(this.deps.db, { userId, keptSessionId }, reason, now);
  }

  /** Ends a session: none of its tokens works afterwards. */
  async revoke(sessionId: string, reason: string, now: Date): Promise<void> {
    await revokeSession(this.deps.db, sessionId, reason, now);
  }
}

/** Writes a new session and its first tokens (inside the caller's transaction, e.g. with a new account). */
export const startSession = async (
  db: Kysely<DatabaseSchema>,
  input: StartSessionInput,
  now: Date,
): Promise<IssuedTokens> => {
  const sessionId = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: input.userId,
      device_id: input.deviceId,
      user_agent: input.userAgent.slice(0, 200),
      created_at: iso(now),
      last_used_at: iso(now),
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
  return issueTokens(db, sessionId, now);
};

/** Ends the live sessions of an account, or of one of its devices, or all but one; returns how many ended. */
const revokeLive = async (
  db: Kysely<DatabaseSchema>,
  of: { readonly userId: string; readonly deviceId?: string; readonly keptSessionId?: string },
  reason: string,
  now: Date,
): Promise<number> => {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: iso(now), revoked_reason: reason })
    .where('user_id', '=', of.userId)
    .$if(of.deviceId !== undefined, (qb) => qb.where('device_id', '=', of.deviceId ?? ''))
    .$if(of.keptSessionId !== undefined, (qb) => qb.where('id', '!=', of.keptSessionId ?? ''))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

const revokeSession = async (db: Kysely<DatabaseSchema>, sessionId: string, reason: string, now: Date) => {
  await db
    .updateTable('sessions')
    .set({ revoked_at: iso(now), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
};

/** Writes a new access and refresh token for a session (inside the caller's transaction). */
export const issueTokens = async (db: Kysely<DatabaseSchema>, sessionId: string, now: Date): Promise<IssuedTokens> => {
  const accessToken = newToken();
  const refreshToken = newToken();
  const accessExpiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await db
    .insertInto('session_tokens')
    .values([
      {
        token_hash: tokenHash(accessToken),
        session_id: sessionId,
        kind: 'access',
        expires_at: iso(accessExpiresAt),
        used_at: null,
        created_at: iso(now),
      },
      {
        token_hash: tokenHash(refreshToken),
        session_id: sessionId,
        kind: 'refresh',
        expires_at: iso(refreshExpiresAt),
        used_at: null,
        created_at: iso(now),
      },
    ])
    .execute();
  return { sessionId, accessToken, refreshToken, accessExpiresAt, refreshExpiresAt };
};
