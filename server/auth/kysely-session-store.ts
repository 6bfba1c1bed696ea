import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { newToken, tokenHash } from './token';
import type { Viewer } from './viewer';

/** Access tokens live an hour (api-contract "Authentication"); refresh tokens a month, rotated at each use. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedTokens {
  readonly sessionId: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly accessExpiresAt: Date;
  readonly refreshExpiresAt: Date;
}

export interface StartSessionInput {
  readonly userId: string;
  readonly deviceId: string;
  readonly userAgent: string;
}

const iso = (date: Date) => date.toISOString();

/** Sessions and their tokens in the database; tokens are stored hashed. */
export class KyselySessionStore {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  /** A new session with a fresh access and refresh token (a new session at every sign-in). */
  async start(input: StartSessionInput, now: Date): Promise<IssuedTokens> {
    const sessionId = randomUUID();
    return this.deps.db.transaction().execute(async (trx) => {
      await trx
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
      return issueTokens(trx, sessionId, now);
    });
  }

  /** The viewer an unexpired access token of a live session names, or null. */
  async authenticate(accessToken: string, via: Viewer['via'], now: Date): Promise<Viewer | null> {
    const row = await this.deps.db
      .selectFrom('session_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .select(['s.id as sessionId', 's.user_id as userId', 's.device_id as deviceId'])
      .where('t.token_hash', '=', tokenHash(accessToken))
      .where('t.kind', '=', 'access')
      .where('t.expires_at', '>', iso(now))
      .where('s.revoked_at', 'is', null)
      .executeTakeFirst();
    return row ? { ...row, via } : null;
  }

  /** Ends a session: none of its tokens works afterwards. */
  async revoke(sessionId: string, reason: string, now: Date): Promise<void> {
    await this.deps.db
      .updateTable('sessions')
      .set({ revoked_at: iso(now), revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

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
