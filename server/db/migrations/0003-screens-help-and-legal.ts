import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('description', 'text').execute();

  await db.schema
    .createTable('screens')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull().references('catalogs.id').onDelete('cascade'))
    .addColumn('key', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('screens_catalog_key_unique', ['catalog_id', 'key'])
    .addCheckConstraint('screens_key_check', sql`key in ('home', 'catalog', 'search', 'web-paywall', 'help-center')`)
    .execute();

  await db.schema
    .createTable('sections')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('screen_id', 'varchar(36)', (c) => c.notNull().references('screens.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)')
    .addUniqueConstraint('sections_screen_position_unique', ['screen_id', 'position'])
    .addCheckConstraint('sections_type_check', sql`type in ('products-swimlane', 'item-sets', 'category-list')`)
    .execute();

  await db.schema
    .createTable('section_products')
    .addColumn('section_id', 'varchar(36)', (c) => c.notNull().references('sections.id').onDelete('cascade'))
    .addColumn('product_id', 'varchar(36)', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('section_products_pk', ['section_id', 'product_id'])
    .addUniqueConstraint('section_products_section_position_unique', ['section_id', 'position'])
    .execute();

  await db.schema
    .createTable('section_categories')
    .addColumn('section_id', 'varchar(36)', (c) => c.notNull().references('sections.id').onDelete('cascade'))
    .addColumn('category_id', 'varchar(36)', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('section_categories_pk', ['section_id', 'category_id'])
    .addUniqueConstraint('section_categories_section_position_unique', ['section_id', 'position'])
    .execute();

  await db.schema
    .createTable('section_elements')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('section_id', 'varchar(36)', (c) => c.notNull().references('sections.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('deeplink', 'varchar(500)', (c) => c.notNull())
    .addUniqueConstraint('section_elements_section_position_unique', ['section_id', 'position'])
    .execute();

  await db.schema
    .createTable('help_categories')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull().references('catalogs.id').onDelete('cascade'))
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('help_categories_catalog_slug_unique', ['catalog_id', 'slug'])
    .execute();

  await db.schema
    .createTable('help_questions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('help_category_id', 'varchar(36)', (c) =>
      c.notNull().references('help_categories.id').onDelete('cascade'),
    )
    .addColumn('slug', 'varchar(160)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('help_questions_category_slug_unique', ['help_category_id', 'slug'])
    .execute();

  await db.schema
    .createTable('legal_pages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull().references('catalogs.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('legal_pages_catalog_kind_unique', ['catalog_id', 'kind'])
    .addCheckConstraint('legal_pages_kind_check', sql`kind in ('privacy-policy', 'copyright-notice', 'review-terms')`)
    .execute();

  await db.schema
    .createTable('seed_state')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('seeded_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'seed_state',
    'legal_pages',
    'help_questions',
    'help_categories',
    'section_elements',
    'section_categories',
    'section_products',
    'sections',
    'screens',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('categories').dropColumn('description').execute();
}
