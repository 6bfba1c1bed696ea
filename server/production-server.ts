import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { algoliasearch } from 'algoliasearch';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import { configuredAppDeps } from './configured-app-deps';
import { standInSecretsOfWorker } from './composition/stand-in-secrets';
import { clusterCatalogueChanges } from './cluster/cluster-catalogue-changes';
import { primaryChannel } from './cluster/cluster-messages';
import { namingProcess } from './cluster/worker-logger';
import { followPrimary } from './cluster/worker-orders';
import type { ServerConfig } from './config';
import { createDatabase, databaseOptionsFor } from './db/create-database';
import { openDatabase } from './db/open-database';
import { createLogger } from './logging/logger';
import { demoMediaFiles } from './media/media-files';
import { algoliaSearchIndexWriter } from './search/indexing/algolia-search-index-writer';
import { indexCatalogue } from './search/indexing/catalogue-search-records';
import { createSearchService } from './search/search-service';
import { gracefulStop, publicUrl, shutdownGracefully, slowClientLimits } from './start-server';
import { builtStylesheets } from './storefront/inline-stylesheets';
import { createStorefrontHandler } from './storefront/storefront-handler';

export interface ProductionServerOptions {
  /** The production build: `client/` (browser assets) and `server/index.js` (the storefront's server build). */
  readonly buildDir: string;
  /**
   * One of a primary's workers: the primary has prepared the database and prints the address, the workers' search
   * indexes follow each other's catalogue changes, and the primary says when to stop.
   */
  readonly worker: boolean;
}

/** The whole product served from this process: the storefront, the API and the static files, over one database. */
export const startProductionServer = async (config: ServerConfig, options: ProductionServerOptions): Promise<void> => {
  const { buildDir, worker } = options;
  // A worker signs with the stand-ins' keys its primary gave every worker; a single process makes its own.
  const standInSecrets =
    worker && config.accounts.developmentStandIns ? standInSecretsOfWorker(process.env) : undefined;
  const logger = worker ? namingProcess(createLogger(config.logLevel), process.pid) : createLogger(config.logLevel);
  const primary = worker ? primaryChannel() : undefined;
  // Both listen before the slow start-up below, so an order or a change sent meanwhile waits instead of being lost.
  const orders = primary ? followPrimary(primary, process) : undefined;
  const catalogueChanges = primary ? clusterCatalogueChanges(primary) : undefined;
  const databaseOptions = databaseOptionsFor(config);
  const database = worker ? createDatabase(databaseOptions) : await openDatabase(databaseOptions);
  const search = createSearchService({ product: config.product });
  const indexed = await indexCatalogue(database.db, search, config.product);
  logger.info('Search indexes built', { products: indexed });
  const build = (await import(pathToFileURL(resolve(buildDir, 'server/index.js')).href)) as ServerBuild;
  const app = createApp({
    ...configuredAppDeps(config, { db: database.db, logger, search }),
    ...(catalogueChanges ? { catalogueChanges } : {}),
    ...(standInSecrets ? { standInSecrets } : {}),
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
      errorReportingDsn: config.errorReportingDsn,
      recaptchaSiteKey: config.recaptchaSiteKey,
      googleClientId: config.accounts.googleClientId,
      appleClientId: config.accounts.appleClientId,
      developmentStandIns: config.accounts.developmentStandIns,
      stylesheets: builtStylesheets(resolve(buildDir, 'client')),
    }),
    staticRoot: resolve(buildDir, 'client'),
    // The media is not bundled: it stays in the repository beside the build.
    mediaFiles: demoMediaFiles(resolve(buildDir, '..')),
  });
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      serverOptions: slowClientLimits(config.clientTimeouts),
    },
    (info) => {
      const url = publicUrl(config.host, info.port);
      logger.info('Ready', { url, database: database.kind });
      // A worker's primary prints the address once, for all of them.
      if (!worker) process.stdout.write(`\n  Audiora is running at ${url}/\n\n`);
    },
  ) as Server;
  if (orders) orders.stopWith(gracefulStop(server, database, logger, orders.leave));
  else shutdownGracefully(server, database, logger);
};
