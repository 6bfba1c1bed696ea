import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import { buildDemoCatalogue } from './build-demo-catalogue';
import { insertRows } from './insert-rows';
import { SEEDED_TABLES } from './seed-rows';

/** Raise when the demo content changes: databases holding an older version are topped up at the next start. */
export const DEMO_SEED = { name: 'demo-catalogue', version: 1 } as const;

export interface SeedOutcome {
  /** False when the database already held this version and nothing was done. */
  readonly seeded: boolean;
}

/**
 * Fills the demo catalogue of every market. Safe at every start: a database that already holds this seed version is
 * left alone after one indexed read; otherwise missing rows are added and existing ones kept (categories take the
 * seed's order and description), all in one transaction. `force` re-runs the inserts regardless of the version.
 */
export const seedDemoCatalogue = async (
  db: Kysely<DatabaseSchema>,
  options: { readonly force?: boolean } = {},
): Promise<SeedOutcome> => {
  if (!options.force) {
    const state = await db
      .selectFrom('seed_state')
      .select('version')
      .where('name', '=', DEMO_SEED.name)
      .executeTakeFirst();
    if (state && state.version >= DEMO_SEED.version) return { seeded: false };
  }
  const rows = buildDemoCatalogue();
  await db.transaction().execute(async (trx) => {
    for (const table of SEEDED_TABLES) {
      if (table === 'categories') continue;
      await insertRows(trx, table, rows[table]);
      if (table === 'catalogs') {
        // Categories seeded by an older version keep their ids, names and slugs but take the current order and text.
        for (const category of rows.categories)
          await trx
            .insertInto('categories')
            .values(category)
            .onConflict((oc) =>
              oc.column('id').doUpdateSet((eb) => ({
                position: eb.ref('excluded.position'),
                description: eb.ref('excluded.description'),
              })),
            )
            .execute();
      }
    }
    await trx
      .insertInto('seed_state')
      .values({ name: DEMO_SEED.name, version: DEMO_SEED.version, seeded_at: new Date().toISOString() })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ version: DEMO_SEED.version, seeded_at: new Date().toISOString() }),
      )
      .execute();
  });
  return { seeded: true };
};
