import { type Kysely, sql } from 'kysely';

const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;

/** Authors, lectors and publishers: one row per catalogue, in its language, with a slug unique in the catalogue. */
const createPeople = async (db: Kysely<unknown>, table: 'authors' | 'lectors' | 'publishers'): Promise<void> => {
  await db.schema
    .createTable(table)
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull().references('catalogs.id').onDelete('cascade'))
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addUniqueConstraint(`${table}_catalog_slug_unique`, ['catalog_id', 'slug'])
    .execute();
  const link = `product_${table}`;
  await db.schema
    .createTable(link)
    .addColumn('product_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('person_id', 'varchar(36)', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${link}_pk`, ['product_id', 'person_id'])
    .execute();
  // "Titles by this author" reads the link from the person's side.
  await db.schema.createIndex(`${link}_person_idx`).on(link).columns(['person_id', 'product_id']).execute();
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull().references('catalogs.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('cycle_type', 'varchar(16)')
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('reference_id', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_html', 'text', (c) => c.notNull())
    .addColumn('image', 'varchar(64)')
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_available_in_subscription', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('products_catalog_slug_unique', ['catalog_id', 'slug'])
    .addCheckConstraint('products_type_check', sql`type in ('audiobook', 'podcast', 'cycle')`)
    .addCheckConstraint(
      'products_cycle_type_check',
      // Spelled out with `is not null`: a check whose expression is NULL passes.
      sql`(type = 'cycle' and cycle_type is not null and cycle_type in ('series', 'collection')) or (type <> 'cycle' and cycle_type is null)`,
    )
    .addCheckConstraint('products_is_free_check', flag('is_free'))
    .addCheckConstraint('products_subscription_check', flag('is_available_in_subscription'))
    .addCheckConstraint(
      'products_rating_check',
      sql`rating_count >= 0 and rating_sum between rating_count and 5 * rating_count`,
    )
    .execute();
  // Lists by type, newest first (home swimlanes, /cycles, /podcasts) and newest first overall.
  await db.schema
    .createIndex('products_catalog_type_published_idx')
    .on('products')
    .columns(['catalog_id', 'type', 'published_at'])
    .execute();
  await db.schema.createIndex('products_image_idx').on('products').column('image').execute();

  await db.schema
    .createTable('product_prices')
    .addColumn('product_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull().references('catalogs.id').onDelete('cascade'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('discount_price', 'integer')
    .addColumn('price_for_subscribers', 'integer')
    .addColumn('lowest_price', 'integer')
    .addPrimaryKeyConstraint('product_prices_pk', ['product_id', 'catalog_id'])
    .addCheckConstraint('product_prices_price_check', sql`price >= 0`)
    .addCheckConstraint(
      'product_prices_discount_check',
      sql`discount_price is null or (discount_price >= 0 and discount_price < price)`,
    )
    .addCheckConstraint(
      'product_prices_subscribers_check',
      sql`price_for_subscribers is null or (price_for_subscribers >= 0 and price_for_subscribers <= price)`,
    )
    .addCheckConstraint(
      'product_prices_lowest_check',
      sql`lowest_price is null or (lowest_price >= 0 and lowest_price <= price)`,
    )
    .execute();
  await db.schema.createIndex('product_prices_catalog_idx').on('product_prices').column('catalog_id').execute();

  await db.schema
    .createTable('audiobooks')
    .addColumn('product_id', 'varchar(36)', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('main_category_id', 'varchar(36)', (c) => c.notNull().references('categories.id'))
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('has_sample', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sample_duration_ms', 'integer')
    .addColumn('is_drm_protected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('media_id', 'varchar(64)')
    .addColumn('sample_media_id', 'varchar(64)')
    .addCheckConstraint('audiobooks_duration_check', sql`duration_ms > 0`)
    .addCheckConstraint('audiobooks_has_sample_check', flag('has_sample'))
    .addCheckConstraint('audiobooks_drm_check', flag('is_drm_protected'))
    .addCheckConstraint(
      'audiobooks_sample_check',
      sql`(has_sample = 1 and sample_duration_ms is not null and sample_duration_ms > 0 and sample_duration_ms <= duration_ms) or (has_sample = 0 and sample_duration_ms is null)`,
    )
    .execute();
  await db.schema.createIndex('audiobooks_main_category_idx').on('audiobooks').column('main_category_id').execute();

  await db.schema
    .createTable('chapters')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('audiobook_id', 'varchar(36)', (c) =>
      c.notNull().references('audiobooks.product_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('start_ms', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addUniqueConstraint('chapters_audiobook_position_unique', ['audiobook_id', 'position'])
    .addCheckConstraint('chapters_times_check', sql`start_ms >= 0 and duration_ms > 0`)
    .execute();

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'varchar(36)', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
    .execute();
  // `/categories/{id}/products` reads the link from the category's side.
  await db.schema
    .createIndex('product_categories_category_idx')
    .on('product_categories')
    .columns(['category_id', 'product_id'])
    .execute();

  await createPeople(db, 'authors');
  await createPeople(db, 'lectors');
  await createPeople(db, 'publishers');

  await db.schema
    .createTable('cycle_volumes')
    .addColumn('cycle_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('volume_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('cycle_volumes_pk', ['cycle_id', 'volume_id'])
    .addUniqueConstraint('cycle_volumes_cycle_position_unique', ['cycle_id', 'position'])
    .execute();
  await db.schema.createIndex('cycle_volumes_volume_idx').on('cycle_volumes').column('volume_id').execute();

  await db.schema
    .createTable('podcast_episodes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('podcast_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('media_id', 'varchar(64)')
    .addUniqueConstraint('podcast_episodes_podcast_position_unique', ['podcast_id', 'position'])
    .addCheckConstraint('podcast_episodes_duration_check', sql`duration_ms > 0`)
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('product_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)')
    .addColumn('author_signature', 'varchar(100)')
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('review', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('reviews_rating_check', sql`rating between 1 and 5`)
    .execute();
  // One review per user and product; seeded reviews have no user and are not limited.
  await db.schema
    .createIndex('reviews_product_user_unique')
    .on('reviews')
    .columns(['product_id', 'user_id'])
    .unique()
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('reviews_product_created_idx')
    .on('reviews')
    .columns(['product_id', 'created_at'])
    .execute();
  await db.schema.createIndex('reviews_user_idx').on('reviews').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'reviews',
    'podcast_episodes',
    'cycle_volumes',
    'product_publishers',
    'product_lectors',
    'product_authors',
    'publishers',
    'lectors',
    'authors',
    'product_categories',
    'chapters',
    'audiobooks',
    'product_prices',
    'products',
  ])
    await db.schema.dropTable(table).execute();
}
