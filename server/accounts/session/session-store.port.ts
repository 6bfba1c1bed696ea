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

/** A live session of an account, for the user panel. */
export interface SessionSummary {
  readonly id: string;
  readonly deviceId: string;
  readonly userAgent: string;
  readonly createdAt: string;
  readonly lastUsedAt: string;
}

/** Why a refresh token was refused. */
export type RefreshRefusal = 'unknown' | 'revoked' | 'reused' | 'expired' | 'wrong-device';

/** The answer to a refresh: new tokens in the same session, or why not (with the session when one was found). */
export type RefreshOutcome =
  | { readonly ok: true; readonly userId: string; readonly tokens: IssuedTokens }
  | {
      readonly ok: false;
      readonly reason: RefreshRefusal;
      readonly sessionId?: string;
      readonly userId?: string;
    };

/** Sessions and their tokens: sign-in starts them, requests authenticate with them, refresh rotates them. */
export interface SessionStore {
  /** A new session with a fresh access and refresh token (a new session at every sign-in). */
  start(input: StartSessionInput, now: Date): Promise<IssuedTokens>;
  /** The viewer an unexpired access token of a live session names, or null. */
  authenticate(accessToken: string, via: Viewer['via'], now: Date): Promise<Viewer | null>;
  /**
   * Exchanges a refresh token for new tokens in the same session, once. Presenting a used token again is reuse and
   * revokes the session; a token of another device, an expired one or one of an ended session is refused.
   */
  refresh(refreshToken: string, deviceId: string, now: Date): Promise<RefreshOutcome>;
  /** The session a refresh token belongs to, used or not (logout with an expired access token), or null. */
  sessionOfRefreshToken(refreshToken: string): Promise<{ sessionId: string; userId: string } | null>;
  /** The account's sessions that can still be used, newest use first. */
  listLive(userId: string, now: Date): Promise<SessionSummary[]>;
  /** Ends one of the account's own sessions; false when the account has no session of that id. */
  revokeOwn(userId: string, sessionId: string, reason: string, now: Date): Promise<boolean>;
  /** Ends every live session of the account on one device; returns how many ended. */
  revokeDevice(userId: string, deviceId: string, reason: string, now: Date): Promise<number>;
  /** Ends every live session of the account; returns how many ended. */
  revokeAll(userId: string, reason: string, now: Date): Promise<number>;
  /** Ends every live session of the account but one; returns how many ended. */
  revokeAllExcept(userId: string, keptSessionId: string, reason: string, now: Date): Promise<number>;
  /** Ends a session: none of its tokens works afterwards. */
  revoke(sessionId: string, reason: string, now: Date): Promise<void>;
}
