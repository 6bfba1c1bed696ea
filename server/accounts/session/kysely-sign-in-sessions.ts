import type { Kysely } from 'kysely';
import { startSession } from './kysely-session-store';
import type { IssuedTokens } from './session-store.port';
import type { DatabaseSchema } from '../../db/schema';
import { deviceNameFrom } from '../device-name';
import { KyselyDeviceRepository } from '../kysely-device-repository';
import { KyselyUserRepository } from '../kysely-user-repository';
import type { NewUser } from '../user-repository.port';
import type { SignInDevice, SignInSessions } from './sign-in-sessions.port';

const openIn = async (trx: Kysely<DatabaseSchema>, userId: string, device: SignInDevice, now: Date) => {
  await new KyselyDeviceRepository({ db: trx }).touch(userId, device.deviceId, deviceNameFrom(device.userAgent), now);
  return startSession(trx, { userId, deviceId: device.deviceId, userAgent: device.userAgent }, now);
};

/** Sessions, their tokens and the associated device written in one transaction; a sign-up adds the account to it. */
export class KyselySignInSessions implements SignInSessions {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  open(userId: string, device: SignInDevice, now: Date): Promise<IssuedTokens> {
    return this.deps.db.transaction().execute((trx) => openIn(trx, userId, device, now));
  }

  register(user: NewUser, device: SignInDevice, now: Date): Promise<IssuedTokens | null> {
    return this.deps.db.transaction().execute(async (trx) => {
      if (!(await new KyselyUserRepository({ db: trx }).create(user))) return null;
      return openIn(trx, user.id, device, now);
    });
  }
}
