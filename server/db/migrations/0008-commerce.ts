import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { MARKETS } from '#domain/market/markets';
import type { Locale } from '#domain/market/locale';

// The demo promo codes every market starts with: 10 % off, and a fixed amount off in the market's currency.
const AMOUNT_CODES: Readonly<Record<Locale, { readonly code: string; readonly amountOff: number }>> = {
  pl: { code: 'WITAJ15', amountOff: 1500 },
  cz: { code: 'VITEJ100', amountOff: 10000 },
  sk: { code: 'VITAJ4', amountOff: 400 },
  de: { code: 'WILLKOMMEN4', amountOff: 400 },
  lt: { code: 'SVEIKI4', amountOff: 400 },
  es: { code: 'BIENVENIDO4', amountOff: 400 },
  en: { code: 'HELLO15', amountOff: 1500 },
  tr: { code: 'MERHABA50', amountOff: 5000 },
};

const MIGRATED_AT = '2026-01-01T00:00:00.000Z';

/** Carts, promo codes, orders and payments, club memberships and families (server/db/tables/commerce.tables.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_items')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('added_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('cart_items_user_catalog_idx')
    .on('cart_items')
    .columns(['user_id', 'catalog_id'])
    .execute();

  // Codes are seeded before any catalogue exists, so the catalogue id is not a foreign key.
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('percent_off', 'integer')
    .addColumn('amount_off', 'integer')
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('promo_codes_catalog_code_unique', ['catalog_id', 'code'])
    .addCheckConstraint(
      'promo_codes_one_discount_check',
      sql`(percent_off is null) <> (amount_off is null) and (percent_off is null or percent_off between 1 and 100) and (amount_off is null or amount_off > 0)`,
    )
    .execute();

  await db.schema
    .createTable('cart_promo_codes')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('promo_code_id', 'varchar(36)', (c) => c.notNull().references('promo_codes.id').onDelete('cascade'))
    .addColumn('applied_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_promo_codes_pk', ['user_id', 'catalog_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('products', 'club')`))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'failed')`))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull().check(sql`subtotal >= 0`))
    .addColumn('discount', 'integer', (c) => c.notNull().check(sql`discount >= 0`))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('promo_code', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('failed_at', 'varchar(32)')
    .addColumn('failure_reason', 'varchar(32)')
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'status']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(36)', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'varchar(36)', (c) => c.references('products.id'))
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addUniqueConstraint('order_lines_order_position_unique', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(36)', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'declined')`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('club_memberships')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('club_cancelled_at', 'varchar(32)')
    .addColumn('cancel_reason_id', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('family_invitations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('pending', 'accepted', 'removed')`))
    .addColumn('invited_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('responded_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('family_invitations_owner_idx').on('family_invitations').column('owner_id').execute();
  await db.schema.createIndex('family_invitations_email_idx').on('family_invitations').column('email').execute();

  await db.schema
    .createTable('family_members')
    .addColumn('member_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invitation_id', 'varchar(36)', (c) => c.notNull().references('family_invitations.id'))
    .addColumn('joined_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('family_members_owner_idx').on('family_members').column('owner_id').execute();

  const codes = Object.values(MARKETS).flatMap((market) => [
    { catalog_id: market.catalogId, code: 'WELCOME10', percent_off: 10, amount_off: null },
    {
      catalog_id: market.catalogId,
      code: AMOUNT_CODES[market.locale].code,
      percent_off: null,
      amount_off: AMOUNT_CODES[market.locale].amountOff,
    },
  ]);
  await (db as Kysely<{ promo_codes: Record<string, unknown> }>)
    .insertInto('promo_codes')
    .values(codes.map((code) => ({ id: randomUUID(), ...code, expires_at: null, created_at: MIGRATED_AT })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'family_members',
    'family_invitations',
    'club_memberships',
    'payments',
    'order_lines',
    'orders',
    'cart_promo_codes',
    'promo_codes',
    'cart_items',
  ])
    await db.schema.dropTable(table).execute();
}
