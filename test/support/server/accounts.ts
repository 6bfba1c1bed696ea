import { randomUUID } from 'node:crypto';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { KyselySessionStore } from '#server/accounts/session/kysely-session-store';
import type { TestApp } from './test-server';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';

export interface TestUserOptions {
  readonly email?: string;
  /** The market the account belongs to; pl unless given. */
  readonly locale?: Locale;
  /** A club member until this moment. */
  readonly clubUntil?: Date;
  readonly deviceId?: string;
  readonly now?: Date;
}

export interface TestUser {
  readonly userId: string;
  readonly email: string;
  readonly deviceId: string;
  readonly sessionId: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Headers of a script signed in as this user. */
  readonly bearer: Readonly<Record<string, string>>;
}

/**
 * A user with a live session, written straight to the database (no password, no captcha), for tests of what a
 * signed-in user may do. The sign-up and sign-in flows have tests of their own.
 */
export const createSignedInUser = async (testApp: TestApp, options: TestUserOptions = {}): Promise<TestUser> => {
  const { db } = testApp.database;
  const now = options.now ?? new Date();
  const userId = randomUUID();
  const email = options.email ?? `listener-${userId.slice(0, 8)}@example.test`;
  await db
    .insertInto('users')
    .values({
      id: userId,
      email,
      password_hash: null,
      catalog_id: MARKETS[options.locale ?? 'pl'].catalogId,
      marketing_consent: 0,
      newsletter: 0,
      tracking_id: randomUUID(),
      club_until: options.clubUntil?.toISOString() ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  const deviceId = options.deviceId ?? randomUUID();
  await associateDevice(db, userId, deviceId, { name: 'Test browser', firstSeen: now });
  const tokens = await new KyselySessionStore({ db }).start({ userId, deviceId, userAgent: 'test' }, now);
  return {
    userId,
    email,
    deviceId,
    sessionId: tokens.sessionId,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    bearer: { Authorization: `Bearer ${tokens.accessToken}` },
  };
};

/** Sends a command to `POST /{locale}/v2/commands` and returns the answer with its parsed JSON body. */
export const sendCommand = async (
  testApp: TestApp,
  name: string,
  fields: Readonly<Record<string, unknown>>,
  headers: Readonly<Record<string, string>> = {},
  locale: Locale = 'pl',
): Promise<{ readonly res: Response; readonly body: unknown }> => {
  const res = await testApp.app.request(`/${locale}/v2/commands`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ name, ...fields }),
  });
  const text = await res.text();
  return { res, body: text === '' ? null : (JSON.parse(text) as unknown) };
};

/** Records a device of the account as sign-in does (first seen `firstSeen`, last seen then or at `lastSeen`). */
export const associateDevice = async (
  db: Kysely<DatabaseSchema>,
  userId: string,
  deviceId: string,
  { name = 'Browser', firstSeen, lastSeen = firstSeen }: { name?: string; firstSeen: Date; lastSeen?: Date },
): Promise<void> => {
  await db
    .insertInto('associated_devices')
    .values({
      user_id: userId,
      device_id: deviceId,
      name,
      first_seen_at: firstSeen.toISOString(),
      last_seen_at: lastSeen.toISOString(),
      removed_at: null,
    })
    .execute();
};
