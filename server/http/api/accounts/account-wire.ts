import type { Market } from '#domain/market/market';
import type { MeWire } from '#contract/me.schema';
import type { TokenResponseWire } from '#contract/auth.schema';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { hasClubAccess } from '../../../accounts/club-access';
import type { AccountView } from '../../../accounts/account-views.port';
import type { UserRecord } from '../../../accounts/user-repository.port';
import { readPlaybackLimit } from '../../../accounts/playback-limit';
import { logSecurityEvent, type SecurityFields } from '../../../accounts/security-log';
import { ACCESS_TOKEN_TTL_MS, type IssuedTokens } from '../../../accounts/session/session-store.port';
import type { Viewer } from '../../../accounts/session/viewer';
import type { AppEnv } from '../../app-env';
import { REFRESH_COOKIE } from '../../auth/auth-cookies';
import { clientAddress } from '../../auth/client-address';
import { clearSessionCookies, setSessionCookies } from '../../auth/session-cookies';
import type { ServerServices } from '../area-context';

/** An instant as the API writes it, with an explicit offset (api-contract "Conventions"). */
export const wireTimestamp = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19)}+00:00`;

/** `GET /me`'s body for an account in the request's market (spec §3 "User (server form)"). */
export const meWire = ({ user, hasClub, playbackLimit: limit }: AccountView): MeWire => ({
  id: user.id,
  email: user.email,
  has_club: hasClub,
  marketing_consent: user.marketingConsent,
  newsletter: user.newsletter,
  created_at: wireTimestamp(user.createdAt),
  tracking_id: user.trackingId,
  _embedded: {
    'app:playback-limit': [
      {
        limit_hours: limit.limitHours,
        used_seconds: limit.usedSeconds,
        period_start: wireTimestamp(limit.periodStart),
        period_end: wireTimestamp(limit.periodEnd),
      },
    ],
  },
});

/** `GET /me`'s body for an account in the request's market (spec §3 "User (server form)"). */
export const meBody = async (services: ServerServices, user: UserRecord, market: Market): Promise<MeWire> => {
  const now = services.now();
  const [hasClub, playbackLimit] = await Promise.all([
    hasClubAccess(services.db, user.id, market, now),
    readPlaybackLimit(services.db, user.id, now),
  ]);
  return meWire({ user, hasClub, playbackLimit });
};

/** Tokens in a body, for scripts. */
export const tokenBody = (tokens: IssuedTokens): TokenResponseWire => ({
  access_token: tokens.accessToken,
  refresh_token: tokens.refreshToken,
  token_type: 'Bearer',
  expires_in: ACCESS_TOKEN_TTL_MS / 1000,
});

/** 429 with `Retry-After` (quality bar "Throttling"). */
export const tooManyAttempts = (c: Context, retryAfterSeconds: number) =>
  c.json({ message: 'Too many attempts; try again later', code: 'TOO_MANY_ATTEMPTS' }, 429, {
    'Retry-After': String(retryAfterSeconds),
  });

/** The device a browser signs in on: its id and its user agent (the web client's device header as a fallback). */
export const signInDeviceOf = (c: Context, deviceId: string) => ({
  deviceId,
  userAgent: (c.req.header('User-Agent') ?? c.req.header('X-Device') ?? '').slice(0, 200),
});

/** The session this browser held before, from its access token or, once that expired, its refresh cookie. */
const previousBrowserSession = async (c: Context<AppEnv>, services: ServerServices): Promise<string | null> => {
  const viewerSession = c.get('viewer')?.sessionId;
  if (viewerSession) return viewerSession;
  const refreshToken = getCookie(c, REFRESH_COOKIE);
  if (!refreshToken || refreshToken.length > 200) return null;
  return (await services.sessions.sessionOfRefreshToken(refreshToken))?.sessionId ?? null;
};

/** Gives a browser the session it just signed in to; the one it held before ends, so one browser holds one session. */
export const handOverBrowserSession = async (
  c: Context<AppEnv>,
  services: ServerServices,
  tokens: IssuedTokens,
  now: Date,
): Promise<void> => {
  const previous = await previousBrowserSession(c, services);
  if (previous) await services.sessions.revoke(previous, 'replaced', now);
  setSessionCookies(c, tokens);
};

/**
 * After the viewer ended sessions of their own account (one session, or a device's): the security line, and this
 * browser's cookies cleared when its own session was among them.
 */
export const ownSessionsEnded = (
  c: Context<AppEnv>,
  services: ServerServices,
  viewer: Viewer,
  ended: {
    readonly event: 'security.session.revoked' | 'security.device.removed';
    readonly fields: SecurityFields;
    readonly includesCurrent: boolean;
  },
): void => {
  logSecurityEvent(services.logger, ended.event, { user_id: viewer.userId, ip: clientAddress(c), ...ended.fields });
  if (ended.includesCurrent && viewer.via === 'cookie') clearSessionCookies(c);
};
