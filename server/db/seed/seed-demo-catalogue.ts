import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import { buildDemoCatalogue } from './build-demo-catalogue';
import { insertRows, upsertRows } from './insert-rows';
import { SEEDED_TABLES, type SeedRows } from './seed-rows';

/**
 * Raise when the demo content changes: databases holding an older version are topped up at the next start.
 * 2: audiobooks and podcast episodes take their media ids, durations, DRM flags and chapters from the demo recordings.
 * 3: the named collections (zapowiedzi, cykle-audiobookow) in every market.
 */
export const DEMO_SEED = { name: 'demo-catalogue', version: 3 } as const;

/** The columns of a demo row that its recording decides: what an older version wrote there gives way. */
const MEDIA_COLUMNS: Partial<Record<string, { readonly key: readonly string[]; readonly update: readonly string[] }>> =
  {
    audiobooks: {
      key: ['product_id'],
      update: ['duration_ms', 'has_sample', 'sample_duration_ms', 'is_drm_protected', 'media_id', 'sample_media_id'],
    },
    podcast_episodes: { key: ['id'], update: ['duration_ms', 'media_id'] },
  };

// Well under both databases' limits on bound parameters.
const IDS_PER_STATEMENT = 1000;

/** The demo audiobooks' chapters become exactly the seed's: older ones (an invented list of another length) go. */
const replaceChapters = async (trx: Kysely<DatabaseSchema>, rows: SeedRows): Promise<void> => {
  const ids = rows.audiobooks.map((book) => book.product_id);
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT)
    await trx
      .deleteFrom('chapters')
      .where('audiobook_id', 'in', ids.slice(start, start + IDS_PER_STATEMENT))
      .execute();
  await insertRows(trx, 'chapters', rows.chapters);
};

/** A saved listening position past a title's end (its duration may have shrunk) moves to the end. */
const keepPositionsWithinDurations = async (trx: Kysely<DatabaseSchema>): Promise<void> => {
  const durationOf = (eb: ExpressionBuilder<DatabaseSchema, 'playback_states'>) =>
    eb
      .selectFrom('audiobooks')
      .select('audiobooks.duration_ms')
      .whereRef('audiobooks.product_id', '=', 'playback_states.audiobook_id');
  await trx
    .updateTable('playback_states')
    .set((eb) => ({ position_ms: durationOf(eb) }))
    .where((eb) => eb('position_ms', '>', durationOf(eb)))
    .execute();
};

export interface SeedOutcome {
  /** False when the database already held this version and nothing was done. */
  readonly seeded: boolean;
}

/**
 * Fills the demo catalogue of every market. Safe at every start: a database that already holds this seed version is
 * left alone after one indexed read; otherwise missing rows are added and existing ones kept, except what the seed
 * keeps in line: categories take its order and description, demo audiobooks and episodes their recording's media
 * facts, demo audiobooks its chapters, and saved positions past a title's new end move to the end. All in one
 * transaction, so a start sees the old catalogue or the new one. `force` re-runs it regardless of the version.
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
      const media = MEDIA_COLUMNS[table];
      if (table === 'chapters') await replaceChapters(trx, rows);
      else if (media) await upsertRows(trx, table, rows[table], media);
      else await insertRows(trx, table, rows[table]);
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
    await keepPositionsWithinDurations(trx);
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
