import { createDatabase, type Database, type DatabaseOptions } from './create-database';
import { migrateToLatest } from './migrate';
import { refreshPlannerStatistics } from './planner-statistics';
import { seedDemoCatalogue } from './seed/seed-demo-catalogue';

/** Opens the database, migrates it to the latest schema and seeds the demo catalogue where it is missing. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const database = createDatabase(options);
  try {
    await migrateToLatest(database.db, database.kind);
    await seedDemoCatalogue(database.db);
    // SQLite plans with table statistics only once they are gathered; PostgreSQL keeps its own current.
    if (database.kind === 'sqlite') await refreshPlannerStatistics(database.db, 'sqlite');
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
};
