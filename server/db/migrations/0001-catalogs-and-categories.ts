import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('locale', 'varchar(8)', (c) => c.notNull().unique())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('catalog_id', 'varchar(36)', (c) => c.notNull().references('catalogs.id').onDelete('cascade'))
    .addColumn('parent_id', 'varchar(36)', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('slug', 'varchar(120)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addUniqueConstraint('categories_catalog_slug_unique', ['catalog_id', 'slug'])
    .execute();

  await db.schema
    .createIndex('categories_catalog_position_idx')
    .on('categories')
    .columns(['catalog_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('categories').execute();
  await db.schema.dropTable('catalogs').execute();
}
