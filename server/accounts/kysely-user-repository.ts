import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { normalizeEmail } from './email-address';
import type { Consent, NewUser, UserRecord, UserRepository } from './user-repository.port';

const COLUMNS = [
  'id',
  'email',
  'password_hash',
  'catalog_id',
  'marketing_consent',
  'newsletter',
  'tracking_id',
  'created_at',
  'email_verified_at',
] as const;

type UserRow = Pick<DatabaseSchema['users'], (typeof COLUMNS)[number]>;

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  catalogId: row.catalog_id,
  // PostgreSQL and SQLite both hand back the integer; Number() keeps a driver returning strings honest.
  marketingConsent: Number(row.marketing_consent) === 1,
  newsletter: Number(row.newsletter) === 1,
  trackingId: row.tracking_id,
  createdAt: row.created_at,
  emailVerifiedAt: row.email_verified_at,
});

const CONSENT_COLUMNS = { marketing: 'marketing_consent', newsletter: 'newsletter' } as const;

/** Accounts in the database, found by id or by e-mail as people type it. */
export class KyselyUserRepository implements UserRepository {
  constructor(private readonly deps: { readonly db: Kysely<DatabaseSchema> }) {}

  async findById(id: string): Promise<UserRecord | null> {
    const row = await this.deps.db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The account of an address, compared trimmed and lower-cased. */
  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = await this.deps.db
      .selectFrom('users')
      .select(COLUMNS)
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Writes a new account; false when the address is already taken (the unique e-mail also settles races). */
  async create(user: NewUser): Promise<boolean> {
    const result = await this.deps.db
      .insertInto('users')
      .values({
        id: user.id,
        email: normalizeEmail(user.email),
        password_hash: user.passwordHash,
        catalog_id: user.catalogId,
        marketing_consent: user.marketingConsent ? 1 : 0,
        newsletter: 0,
        tracking_id: user.trackingId,
        club_until: null,
        created_at: user.createdAt.toISOString(),
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Gives or withdraws marketing consent, or subscribes to or leaves the newsletter. */
  async setConsent(id: string, consent: Consent, value: boolean): Promise<void> {
    await this.deps.db
      .updateTable('users')
      .set({ [CONSENT_COLUMNS[consent]]: value ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }

  async replacePasswordHash(id: string, verifiedHash: string, newHash: string): Promise<boolean> {
    const updated = await this.deps.db
      .updateTable('users')
      .set({ password_hash: newHash })
      .where('id', '=', id)
      .where('password_hash', '=', verifiedHash)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Every table that keeps something of the owner references the account with ON DELETE CASCADE. */
  async delete(id: string, verifiedHash: string): Promise<boolean> {
    const deleted = await this.deps.db
      .deleteFrom('users')
      .where('id', '=', id)
      .where('password_hash', '=', verifiedHash)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1;
  }
}
