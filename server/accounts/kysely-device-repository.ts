import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { AssociatedDevice, DeviceRepository } from './device-repository.port';

/** The associated devices of accounts; every method is keyed by the account. */
export class KyselyDeviceRepository implements DeviceRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  /**
   * Records a sign-in on a device: new, seen again, or back after the user removed it. A device back after removal
   * counts as new (first seen now): the streaming-device rule ranks devices by first sight, and it must not take back
   * the place the user freed by removing it.
   */
  async touch(userId: string, deviceId: string, name: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.deps.db
      .insertInto('associated_devices')
      .values({ user_id: userId, device_id: deviceId, name, first_seen_at: at, last_seen_at: at, removed_at: null })
      .onConflict((oc) =>
        oc.columns(['user_id', 'device_id']).doUpdateSet((eb) => ({
          name,
          first_seen_at: eb
            .case()
            .when('associated_devices.removed_at', 'is not', null)
            .then(eb.ref('excluded.first_seen_at'))
            .else(eb.ref('associated_devices.first_seen_at'))
            .end(),
          last_seen_at: at,
          removed_at: null,
        })),
      )
      .execute();
  }

  /** Marks a device seen (a token refresh), unless the user removed it. */
  async seen(userId: string, deviceId: string, now: Date): Promise<void> {
    await this.deps.db
      .updateTable('associated_devices')
      .set({ last_seen_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('device_id', '=', deviceId)
      .where('removed_at', 'is', null)
      .execute();
  }

  /** The account's devices that are not removed, most recently seen first. */
  async list(userId: string): Promise<AssociatedDevice[]> {
    const rows = await this.deps.db
      .selectFrom('associated_devices')
      .select(['device_id', 'name', 'first_seen_at', 'last_seen_at'])
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .orderBy('last_seen_at', 'desc')
      .orderBy('device_id')
      .execute();
    return rows.map((r) => ({
      deviceId: r.device_id,
      name: r.name,
      firstSeenAt: r.first_seen_at,
      lastSeenAt: r.last_seen_at,
    }));
  }

  /** Marks the account's device removed; false when the account has no such device (or it is already removed). */
  async remove(userId: string, deviceId: string, now: Date): Promise<boolean> {
    const result = await this.deps.db
      .updateTable('associated_devices')
      .set({ removed_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('device_id', '=', deviceId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
