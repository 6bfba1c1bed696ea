import { Migrator, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '#server/db/migrate';
import { migrationProvider } from '#server/db/migrations/index';
import type { DatabaseSchema } from '#server/db/schema';
import { POSTGRES_URL, type TestDatabase } from '#test/support/server/databases';
import { whileNoMigrationRuns, whileNoSchemaIsDropped } from '#test/support/server/schema-lock';
import { CATALOGUE_DATABASE_TARGETS } from '#test/support/server/catalogue-databases';

const CATALOG = '11111111-1111-4111-8111-111111111111';
const CATEGORY = '22222222-2222-4222-8222-222222222222';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const NOW = '2026-11-22T10:00:00+00:00';

const product = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: id(n),
  catalog_id: CATALOG,
  type: 'audiobook' as const,
  cycle_type: null,
  slug: `title-${n}`,
  reference_id: `pl_title-${n}`,
  name: `Title ${n}`,
  description: 'Text.',
  description_html: '<p>Text.</p>',
  image: null,
  is_free: 0 as const,
  is_available_in_subscription: 0 as const,
  created_at: NOW,
  published_at: NOW,
  ...overrides,
});

for (const target of CATALOGUE_DATABASE_TARGETS) {
  // Each test runs the whole chain of migrations down and up again: seconds on PostgreSQL on a busy machine.
  describe.skipIf(!target.available)(`migrations on ${target.kind}`, { timeout: 30_000 }, () => {
    // The migrator lists every schema's tables, which another suite's schema dropped meanwhile would fail.
    const unraced = <T>(work: () => Promise<T>) =>
      target.kind === 'postgres' ? whileNoSchemaIsDropped(POSTGRES_URL, work) : work();
    // A migration run down drops tables, which another suite's migrator listing them meanwhile would fail on.
    const alone = <T>(work: () => Promise<T>) =>
      target.kind === 'postgres' ? whileNoMigrationRuns(POSTGRES_URL, work) : work();
    let testDb: TestDatabase;
    let db: Kysely<DatabaseSchema>;

    beforeAll(async () => {
      testDb = await target.open();
      db = testDb.database.db;
      await db.insertInto('catalogs').values({ id: CATALOG, locale: 'pl', currency: 'PLN' }).execute();
      await db
        .insertInto('categories')
        .values({ id: CATEGORY, catalog_id: CATALOG, parent_id: null, slug: 'c', name: 'C', position: 0 })
        .execute();
      await db.insertInto('products').values(product(1)).execute();
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('are all applied, and applying them again does nothing', async () => {
      expect(await unraced(() => migrateToLatest(db, target.kind))).toEqual([]);
      const migrations = await unraced(() => new Migrator({ db, provider: migrationProvider }).getMigrations());
      expect(migrations.map((m) => [m.name, m.executedAt !== undefined])).toEqual([
        ['0001-catalogs-and-categories', true],
        ['0002-products-and-people', true],
        ['0003-screens-help-and-legal', true],
        ['0004-settings', true],
        ['0005-accounts', true],
        ['0006-identity', true],
        ['0007-library', true],
        ['0008-commerce', true],
        ['0009-email-verification', true],
        ['0010-throttle-attempts', true],
        ['0011-catalogue-revision', true],
        ['0012-address-proofs', true],
        ['0013-spent-id-tokens', true],
        ['0014-bookmarks', true],
        ['0015-player-sessions', true],
        ['0016-device-sign-ins', true],
      ]);
    });

    it('reject a product type, a cycle type or a flag the schema does not know', async () => {
      await expect(
        db
          .insertInto('products')
          .values(product(2, { type: 'ebook' }))
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('products')
          .values(product(3, { cycle_type: 'series' }))
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('products')
          .values(product(4, { type: 'cycle' }))
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('products')
          .values(product(5, { is_free: 2 }))
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('products')
          .values(product(6, { slug: 'title-1' }))
          .execute(),
      ).rejects.toThrow();
      await db
        .insertInto('products')
        .values(product(7, { type: 'cycle', cycle_type: 'collection' }))
        .execute();
    });

    it('reject prices whose discount, club or lowest price is above the price', async () => {
      const price = (overrides: Record<string, number | null>) =>
        db
          .insertInto('product_prices')
          .values({
            product_id: id(1),
            catalog_id: CATALOG,
            price: 2990,
            discount_price: null,
            price_for_subscribers: null,
            lowest_price: null,
            ...overrides,
          })
          .execute();
      await expect(price({ discount_price: 2990 })).rejects.toThrow();
      await expect(price({ price_for_subscribers: 3990 })).rejects.toThrow();
      await expect(price({ lowest_price: 2991 })).rejects.toThrow();
      await expect(price({ price: -1 })).rejects.toThrow();
      await price({ discount_price: 1990, price_for_subscribers: 2490, lowest_price: 1990 });
    });

    it('reject an audiobook whose sample is missing its length or longer than the book', async () => {
      const audiobook = (overrides: Record<string, number | null>) =>
        db
          .insertInto('audiobooks')
          .values({
            product_id: id(1),
            main_category_id: CATEGORY,
            duration_ms: 60_000,
            has_sample: 1,
            sample_duration_ms: 30_000,
            is_drm_protected: 0,
            media_id: null,
            sample_media_id: null,
            ...overrides,
          })
          .execute();
      await expect(audiobook({ sample_duration_ms: null })).rejects.toThrow();
      await expect(audiobook({ sample_duration_ms: 90_000 })).rejects.toThrow();
      await expect(audiobook({ has_sample: 0 })).rejects.toThrow();
      await audiobook({});
    });

    it('allow one review per user and product, but any number of seeded reviews without a user', async () => {
      const review = (n: number, userId: string | null, rating = 5) =>
        db
          .insertInto('reviews')
          .values({
            id: id(100 + n),
            product_id: id(1),
            user_id: userId,
            author_signature: null,
            rating,
            review: null,
            created_at: NOW,
          })
          .execute();
      await review(1, null);
      await review(2, null);
      await review(3, id(900));
      await expect(review(4, id(900))).rejects.toThrow();
      await review(5, id(901));
      await expect(review(6, id(902), 6)).rejects.toThrow();
      await expect(review(7, id(903), 0)).rejects.toThrow();
    });

    it('reject rating totals that no set of 1..5 ratings could add up to', async () => {
      await expect(
        db.updateTable('products').set({ rating_sum: 11, rating_count: 2 }).where('id', '=', id(1)).execute(),
      ).rejects.toThrow();
      await db.updateTable('products').set({ rating_sum: 10, rating_count: 2 }).where('id', '=', id(1)).execute();
    });

    it('give categories an optional description and screens only the known keys', async () => {
      await db.updateTable('categories').set({ description: 'Opis' }).where('id', '=', CATEGORY).execute();
      expect(
        (await db.selectFrom('categories').select('description').where('id', '=', CATEGORY).executeTakeFirstOrThrow())
          .description,
      ).toBe('Opis');
      await expect(
        db
          .insertInto('screens')
          .values({ id: id(50), catalog_id: CATALOG, key: 'landing' as 'home', title: 'X' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('legal_pages')
          .values({
            id: id(51),
            catalog_id: CATALOG,
            kind: 'cookies' as 'review-terms',
            title: 'X',
            body: 'Y',
            updated_at: NOW,
          })
          .execute(),
      ).rejects.toThrow();
    });

    it('can be rolled back to the first migration and applied again', async () => {
      const other = await target.open();
      try {
        const migrator = new Migrator({ db: other.database.db, provider: migrationProvider });
        const down = await alone(() => migrator.migrateTo('0001-catalogs-and-categories'));
        expect(down.error).toBeUndefined();
        expect(down.results?.map((r) => [r.migrationName, r.direction])).toEqual([
          ['0016-device-sign-ins', 'Down'],
          ['0015-player-sessions', 'Down'],
          ['0014-bookmarks', 'Down'],
          ['0013-spent-id-tokens', 'Down'],
          ['0012-address-proofs', 'Down'],
          ['0011-catalogue-revision', 'Down'],
          ['0010-throttle-attempts', 'Down'],
          ['0009-email-verification', 'Down'],
          ['0008-commerce', 'Down'],
          ['0007-library', 'Down'],
          ['0006-identity', 'Down'],
          ['0005-accounts', 'Down'],
          ['0004-settings', 'Down'],
          ['0003-screens-help-and-legal', 'Down'],
          ['0002-products-and-people', 'Down'],
        ]);
        expect(await unraced(() => migrateToLatest(other.database.db, target.kind))).toEqual([
          '0002-products-and-people',
          '0003-screens-help-and-legal',
          '0004-settings',
          '0005-accounts',
          '0006-identity',
          '0007-library',
          '0008-commerce',
          '0009-email-verification',
          '0010-throttle-attempts',
          '0011-catalogue-revision',
          '0012-address-proofs',
          '0013-spent-id-tokens',
          '0014-bookmarks',
          '0015-player-sessions',
          '0016-device-sign-ins',
        ]);
      } finally {
        await other.dispose();
      }
    });

    it('date the e-mail proof of accounts that linked Google or Apple or completed a password reset (0009)', async () => {
      const other = await target.open();
      try {
        const odb = other.database.db;
        const down = await alone(() =>
          new Migrator({ db: odb, provider: migrationProvider }).migrateTo('0008-commerce'),
        );
        expect(down.error).toBeUndefined();
        await odb.insertInto('catalogs').values({ id: CATALOG, locale: 'pl', currency: 'PLN' }).execute();
        const user = (n: number) => ({
          id: id(n),
          email: `user-${n}@example.test`,
          password_hash: null,
          catalog_id: CATALOG,
          marketing_consent: 0 as const,
          newsletter: 0 as const,
          tracking_id: id(100 + n),
          club_until: null,
          created_at: NOW,
        });
        await odb
          .insertInto('users')
          .values([user(1), user(2), user(3)])
          .execute();
        await odb
          .insertInto('social_identities')
          .values({ provider: 'google', subject: 's1', user_id: id(1), email: 'user-1@example.test', created_at: NOW })
          .execute();
        await odb
          .insertInto('password_reset_tokens')
          .values([
            { token_hash: 'a'.repeat(64), user_id: id(2), created_at: NOW, expires_at: NOW, used_at: NOW },
            { token_hash: 'b'.repeat(64), user_id: id(3), created_at: NOW, expires_at: NOW, used_at: null },
          ])
          .execute();
        expect(await unraced(() => migrateToLatest(odb, target.kind))).toEqual([
          '0009-email-verification',
          '0010-throttle-attempts',
          '0011-catalogue-revision',
          '0012-address-proofs',
          '0013-spent-id-tokens',
          '0014-bookmarks',
          '0015-player-sessions',
          '0016-device-sign-ins',
        ]);
        const rows = await odb.selectFrom('users').select(['id', 'email_verified_at']).orderBy('id').execute();
        expect(rows).toEqual([
          { id: id(1), email_verified_at: NOW },
          { id: id(2), email_verified_at: NOW },
          { id: id(3), email_verified_at: null },
        ]);
      } finally {
        await other.dispose();
      }
    });

    it('keep open family invitations written before their mails carried links, with no link (0012)', async () => {
      const other = await target.open();
      try {
        const odb = other.database.db;
        const down = await alone(() =>
          new Migrator({ db: odb, provider: migrationProvider }).migrateTo('0011-catalogue-revision'),
        );
        expect(down.error).toBeUndefined();
        await odb.insertInto('catalogs').values({ id: CATALOG, locale: 'pl', currency: 'PLN' }).execute();
        await odb
          .insertInto('users')
          .values({
            id: id(1),
            email: 'owner@example.test',
            password_hash: null,
            catalog_id: CATALOG,
            marketing_consent: 0,
            newsletter: 0,
            tracking_id: id(101),
            club_until: null,
            created_at: NOW,
          })
          .execute();
        await sql`insert into family_invitations (id, owner_id, email, status, invited_at)
          values (${id(2)}, ${id(1)}, 'kid@example.test', 'pending', ${NOW})`.execute(odb);
        const up = await unraced(() =>
          new Migrator({ db: odb, provider: migrationProvider }).migrateTo('0012-address-proofs'),
        );
        expect(up.results?.map((r) => [r.migrationName, r.direction])).toEqual([['0012-address-proofs', 'Up']]);
        expect(await odb.selectFrom('family_invitations').select(['id', 'status', 'token_hash']).execute()).toEqual([
          { id: id(2), status: 'pending', token_hash: null },
        ]);
        // Two invitations never share a link.
        const linked = { owner_id: id(1), status: 'pending' as const, invited_at: NOW, token_hash: 'c'.repeat(64) };
        await odb
          .insertInto('family_invitations')
          .values({ ...linked, id: id(3), email: 'a@example.test' })
          .execute();
        await expect(
          odb
            .insertInto('family_invitations')
            .values({ ...linked, id: id(4), email: 'b@example.test' })
            .execute(),
        ).rejects.toThrow();
      } finally {
        await other.dispose();
      }
    });

    it('keep positions saved before devices were kept with them, with no device (0015)', async () => {
      const other = await target.open();
      try {
        const odb = other.database.db;
        const down = await alone(() =>
          new Migrator({ db: odb, provider: migrationProvider }).migrateTo('0014-bookmarks'),
        );
        expect(down.error).toBeUndefined();
        await odb.insertInto('catalogs').values({ id: CATALOG, locale: 'pl', currency: 'PLN' }).execute();
        await odb
          .insertInto('categories')
          .values({ id: CATEGORY, catalog_id: CATALOG, parent_id: null, slug: 'c', name: 'C', position: 0 })
          .execute();
        await odb.insertInto('products').values(product(1)).execute();
        await sql`insert into users (id, email, password_hash, catalog_id, marketing_consent, newsletter, tracking_id, club_until, created_at)
          values (${id(2)}, 'listener@example.test', null, ${CATALOG}, 0, 0, ${id(3)}, null, ${NOW})`.execute(odb);
        await sql`insert into playback_states (user_id, audiobook_id, position_ms, progress_saved_at, progress_updated_at, last_played_at, via_club)
          values (${id(2)}, ${id(1)}, 61000, ${NOW}, ${NOW}, ${NOW}, 0)`.execute(odb);
        expect(await unraced(() => migrateToLatest(odb, target.kind))).toEqual([
          '0015-player-sessions',
          '0016-device-sign-ins',
        ]);
        expect(await odb.selectFrom('playback_states').select(['position_ms', 'progress_device_id']).execute()).toEqual(
          [{ position_ms: 61000, progress_device_id: null }],
        );
      } finally {
        await other.dispose();
      }
    });
  });
}
