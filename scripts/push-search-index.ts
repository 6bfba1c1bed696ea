// Pushes the catalogue to a hosted Algolia application (ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY), one index per
// market, with the same settings the reference engine applies. Usage: npm run search:push
import { algoliasearch } from 'algoliasearch';
import { loadConfig } from '#server/config';
import { databaseOptionsFor } from '#server/db/create-database';
import { openDatabase } from '#server/db/open-database';
import { pushSearchIndexes } from '#server/search/indexing/push-to-algolia';

const config = loadConfig(process.env);
if (!config.algolia?.adminApiKey) {
  process.stderr.write('Set ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_ADMIN_API_KEY to push to Algolia.\n');
  process.exit(2);
}
const client = algoliasearch(config.algolia.appId, config.algolia.adminApiKey);
const database = await openDatabase(databaseOptionsFor(config));
try {
  const pushed = await pushSearchIndexes(database.db, client, config.product);
  for (const [index, count] of Object.entries(pushed)) process.stdout.write(`${index}: ${count} records\n`);
} finally {
  await database.close();
}
