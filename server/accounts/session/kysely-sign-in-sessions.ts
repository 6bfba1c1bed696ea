import type { Kysely } from 'kysely';
import { startSession } from './kysely-session-store';
import { liveSessionsOf } from './live-sessions.query';
import { type LiveSession, SESSION_LIMIT_REASON, sessionsBeyondCaps } from './session-caps';
import type { DatabaseSchema } from '../../db/schema';
import { deviceNameFrom } from '../device-name';
import { KyselyDeviceRepository } from '../kysely-device-repository';
import { KyselyUserRepository } from '../kysely-user-repository';
import type { NewUser } from '../user-repository.port';
import type { OpenedSession, SignInDevice, SignInSessions } from './sign-in-sessions.port';

const iso = (date: Date) => date.toISOString();

/**
 * The account's live sessions (not revoked, with an unexpired, unused token, as `/me/sessions` lists them), least
 * recently used last; of two used at the same moment, the one opened earlier is the older.
 */
const liveSessionsNewestFirst = async (
  trx: Kysely<DatabaseSchema>,
  userId: string,
  now: Date,
): Promise<LiveSession[]> => {
  const rows = await liveSessionsOf(trx, userId, now)
    .select(['s.id', 's.device_id'])
    .orderBy('s.last_used_at', 'desc')
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ id: r.id, deviceId: r.device_id }));
};

/** Ends the sessions beyond the caps, the one just opened counted as the newest; answers those it ended. */
const endSessionsBeyondCaps = async (
  trx: Kysely<DatabaseSchema>,
  userId: string,
  openedId: string,
  now: Date,
): Promise<LiveSession[]> => {
  const live = await liveSessionsNewestFirst(trx, userId, now);
  const opened = live.find((s) => s.id === openedId);
  const ended = sessionsBeyondCaps([...(opened ? [opened] : []), ...live.filter((s) => s.id !== openedId)]);
  if (ended.length === 0) return [];
  await trx
    .updateTable('sessions')
    .set({ revoked_at: iso(now), revoked_reason: SESSION_LIMIT_REASON })
    .where(
      'id',
      'in',
      ended.map((s) => s.id),
    )
    .where('revoked_at', 'is', null)
    .execute();
  return ended;
};

const openIn = async (
  trx: Kysely<DatabaseSchema>,
  userId: string,
  device: SignInDevice,
  now: Date,
): Promise<OpenedSession> => {
  // A write to the account's row holds it until commit on PostgreSQL (SQLite runs one writer anyway), so two sign-ins
  // of one account at once count each other's sessions and the caps hold. It changes nothing.
  await trx
    .updateTable('users')
    .set((eb) => ({ created_at: eb.ref('created_at') }))
    .where('id', '=', userId)
    .execute();
  const name = device.name ?? deviceNameFrom(device.userAgent);
  await new KyselyDeviceRepository({ db: trx }).touch(userId, device.deviceId, name, now);
  const tokens = await startSession(trx, { userId, deviceId: device.deviceId, userAgent: device.userAgent }, now);
  return { ...tokens, endedSessions: await endSessionsBeyondCaps(trx, userId, tokens.sessionId, now) };
};

/**
 * Sessions, their tokens and the associated device written in one transaction; a sign-up adds the account to it.
 * Opening one ends, in the same transaction, the least recently used sessions beyond the caps (`session-caps.ts`).
 */
export class KyselySignInSessions implements SignInSessions {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  open(userId: string, device: SignInDevice, now: Date): Promise<OpenedSession> {
    return this.deps.db.transaction().execute((trx) => openIn(trx, userId, device, now));
  }

  register(user: NewUser, device: SignInDevice, now: Date): Promise<OpenedSession | null> {
    return this.deps.db.transaction().execute(async (trx) => {
      if (!(await new KyselyUserRepository({ db: trx }).create(user))) return null;
      return openIn(trx, user.id, device, now);
    });
  }
}
