import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { DeviceSignInTable } from '../../db/tables/accounts.tables';
import type {
  DeviceSignIn,
  DeviceSignInRepository,
  NewDeviceSignIn,
  RecordedPoll,
} from './device-sign-in-repository.port';

const signInOf = (row: Selectable<DeviceSignInTable>): DeviceSignIn => ({
  deviceCodeHash: row.device_code_hash,
  userCode: row.user_code,
  deviceId: row.device_id,
  clientName: row.client_name,
  catalogId: row.catalog_id,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  intervalSeconds: row.interval_seconds,
  lastPolledAt: row.last_polled_at === null ? null : new Date(row.last_polled_at),
  state: row.state,
  userId: row.user_id,
});

/**
 * Device sign-ins in `device_sign_ins`, on SQLite or PostgreSQL alike: each transition is one UPDATE conditioned on
 * the state it leaves, and succeeds only when it changed a row.
 */
export class KyselyDeviceSignInRepository implements DeviceSignInRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async start(signIn: NewDeviceSignIn, now: Date): Promise<boolean> {
    // Starts are throttled per address, so pruning at each costs little and frees the user codes of expired rows.
    await this.#db.deleteFrom('device_sign_ins').where('expires_at', '<=', now.toISOString()).execute();
    const inserted = await this.#db
      .insertInto('device_sign_ins')
      .values({
        device_code_hash: signIn.deviceCodeHash,
        user_code: signIn.userCode,
        device_id: signIn.deviceId,
        client_name: signIn.clientName,
        catalog_id: signIn.catalogId,
        created_at: signIn.createdAt.toISOString(),
        expires_at: signIn.expiresAt.toISOString(),
        interval_seconds: signIn.intervalSeconds,
        last_polled_at: null,
        state: 'pending',
        user_id: null,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async byDeviceCode(deviceCodeHash: string): Promise<DeviceSignIn | null> {
    const row = await this.#db
      .selectFrom('device_sign_ins')
      .selectAll()
      .where('device_code_hash', '=', deviceCodeHash)
      .executeTakeFirst();
    return row ? signInOf(row) : null;
  }

  async pendingByUserCode(userCode: string, now: Date): Promise<DeviceSignIn | null> {
    const row = await this.#db
      .selectFrom('device_sign_ins')
      .selectAll()
      .where('user_code', '=', userCode)
      .where('state', '=', 'pending')
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row ? signInOf(row) : null;
  }

  async recordPoll(deviceCodeHash: string, poll: RecordedPoll): Promise<boolean> {
    const result = await this.#db
      .updateTable('device_sign_ins')
      .set({ last_polled_at: poll.polledAt.toISOString(), interval_seconds: poll.intervalSeconds })
      .where('device_code_hash', '=', deviceCodeHash)
      .where('state', '=', 'pending')
      .where('last_polled_at', poll.previous === null ? 'is' : '=', poll.previous?.toISOString() ?? null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async decide(
    userCode: string,
    decision: { readonly approve: boolean; readonly userId: string },
    now: Date,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('device_sign_ins')
      .set({ state: decision.approve ? 'approved' : 'denied', user_id: decision.userId })
      .where('user_code', '=', userCode)
      .where('state', '=', 'pending')
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async redeem(deviceCodeHash: string, now: Date): Promise<string | null> {
    const result = await this.#db
      .updateTable('device_sign_ins')
      .set({ state: 'redeemed' })
      .where('device_code_hash', '=', deviceCodeHash)
      .where('state', '=', 'approved')
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    // Only this redemption changed the row, and an approved row's account never changes.
    const row = await this.#db
      .selectFrom('device_sign_ins')
      .select('user_id')
      .where('device_code_hash', '=', deviceCodeHash)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }
}
