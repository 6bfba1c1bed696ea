import { cleanUserText } from '#domain/shared/user-text';
import type { MeWire } from '#contract/me.schema';
import type { TokenResponseWire } from '#contract/auth.schema';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AccountView } from '../../../accounts/account-views.port';
import type { PreviousBrowserSession } from '../../../accounts/session/previous-browser-session';
import { ACCESS_TOKEN_TTL_MS, type IssuedTokens } from '../../../accounts/session/session-store.port';
import type { SignInDevice } from '../../../accounts/session/sign-in-sessions.port';
import type { AppEnv } from '../../app-env';
import { REFRESH_COOKIE } from '../../auth/auth-cookies';

/** An instant as the API writes it, with an explicit offset (api-contract "Conventions"). */
export const wireTimestamp = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19)}+00:00`;

/** `GET /me`'s body for an account in the request's market (spec §3 "User (server form)"). */
export const meWire = ({ user, hasClub, playbackLimit: limit, isAlphaTester }: AccountView): MeWire => ({
  id: user.id,
  email: user.email,
  email_verified: user.emailVerifiedAt !== null,
  has_club: hasClub,
  marketing_consent: user.marketingConsent,
  newsletter: user.newsletter,
  created_at: wireTimestamp(user.createdAt),
  tracking_id: user.trackingId,
  is_alpha_tester: isAlphaTester,
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

/** Tokens in a body, for scripts. */
export const tokenBody = (tokens: IssuedTokens): TokenResponseWire => ({
  access_token: tokens.accessToken,
  refresh_token: tokens.refreshToken,
  token_type: 'Bearer',
  expires_in: ACCESS_TOKEN_TTL_MS / 1000,
});

/** The device a browser signs in on: its id and its user agent (the web client's device header as a fallback). */
export const signInDeviceOf = (c: Context, deviceId: string): SignInDevice => ({
  deviceId,
  userAgent: userAgentOf(c),
});

/**
 * The client's user agent as a session keeps it (the web client's device header as a fallback): the user panel shows
 * it, so it is cleaned like any text a user writes.
 */
export const userAgentOf = (c: Context): string =>
  cleanUserText((c.req.header('User-Agent') ?? c.req.header('X-Device') ?? '').slice(0, 200), 'single-line');

/** The session this browser held before: its access token's, or once that expired, its refresh cookie's. */
export const previousBrowserSessionOf = (c: Context<AppEnv>): PreviousBrowserSession => ({
  sessionId: c.get('viewer')?.sessionId ?? null,
  refreshToken: getCookie(c, REFRESH_COOKIE) ?? null,
});
