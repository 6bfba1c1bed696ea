import type { Kysely } from 'kysely';
import { type IssuedTokens, startSession } from '../auth/kysely-session-store';
import type { DatabaseSchema } from '../db/schema';
import { deviceNameFrom } from './device-name';
import { KyselyDeviceRepository } from './kysely-device-repository';
import { KyselyUserRepository, type NewUser } from './kysely-user-repository';

/** Where a sign-in happens: the browser's device id and its user agent. */
export interface SignInDevice {
  readonly deviceId: string;
  readonly userAgent: string;
}

const openIn = async (trx: Kysely<DatabaseSchema>, userId: string, device: SignInDevice, now: Date) => {
  await new KyselyDeviceRepository({ db: trx }).touch(userId, device.deviceId, deviceNameFrom(device.userAgent), now);
  return startSession(trx, { userId, deviceId: device.deviceId, userAgent: device.userAgent }, now);
};

/** A new session for an account on a device, with the device recorded as associated, in one transaction. */
export const openSession = (
  db: Kysely<DatabaseSchema>,
  userId: string,
  device: SignInDevice,
  now: Date,
): Promise<IssuedTokens> => db.transaction().execute((trx) => openIn(trx, userId, device, now));

/**
 * Creates an account and signs it in on the device, all or nothing; null when the e-mail is taken (also when a
 * concurrent sign-up took it first).
 */
export const registerAccount = (
  db: Kysely<DatabaseSchema>,
  user: NewUser,
  device: SignInDevice,
  now: Date,
): Promise<IssuedTokens | null> =>
  db.transaction().execute(async (trx) => {
    if (!(await new KyselyUserRepository({ db: trx }).create(user))) return null;
    return openIn(trx, user.id, device, now);
  });
