import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { algoliasearch } from 'algoliasearch';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseOptionsFor } from './db/create-database';
import { openDatabase } from './db/open-database';
import { createLogger } from './logging/logger';
import { algoliaSearchIndexWriter } from './search/indexing/algolia-search-index-writer';
import { indexCatalogue } from './search/indexing/catalogue-search-records';
import { createSearchService } from './search/search-service';
import { databaseMaintenanceSwitch } from './settings/maintenance-setting';
import { publicUrl, shutdownGracefully, slowClientLimits } from './start-server';
import { builtStylesheets } from './storefront/inline-stylesheets';
import { createStorefrontHandler } from './storefront/storefront-handler';

/** The production server: built JavaScript only (this file is bundled to `build/node/main.js`). */
const main = async () => {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const buildDir = resolve(import.meta.dirname, '..');
  const database = await openDatabase(databaseOptionsFor(config));
  const search = createSearchService({ product: config.product });
  const indexed = await indexCatalogue(database.db, search, config.product);
  logger.info('Search indexes built', { products: indexed });
  const build = (await import(pathToFileURL(resolve(buildDir, 'server/index.js')).href)) as ServerBuild;
  const app = createApp({
    config,
    db: database.db,
    logger,
    maintenance: databaseMaintenanceSwitch(database.db, { configured: config.maintenanceMode }),
    search,
    ...(config.algolia
      ? { hostedSearch: { appId: config.algolia.appId, searchApiKey: config.algolia.searchApiKey } }
      : {}),
    // With the admin key, rating changes reach the hosted index too; without it, `npm run search:push` refreshes it.
    ...(config.algolia?.adminApiKey
      ? {
          hostedSearchIndex: algoliaSearchIndexWriter(
            algoliasearch(config.algolia.appId, config.algolia.adminApiKey),
            config.product,
          ),
        }
      : {}),
    mode: 'production',
    storefront: createStorefrontHandler(build, {
      mode: 'production',
      brand: config.product,
      legacyStoreHost: config.legacyStoreHost,
      stylesheets: builtStylesheets(resolve(buildDir, 'client')),
    }),
    staticRoot: resolve(buildDir, 'client'),
  });
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      serverOptions: slowClientLimits(config.clientTimeouts),
    },
    (info) => {
      logger.info('Ready', { url: publicUrl(config.host, info.port), database: database.kind });
      process.stdout.write(`\n  Audiora is running at ${publicUrl(config.host, info.port)}/\n\n`);
    },
  ) as Server;
  shutdownGracefully(server, database, logger);
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
});
