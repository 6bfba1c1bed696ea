import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app';
import { configuredAppDeps } from './configured-app-deps';
import { loadConfig, standInsWarning } from './config';
import { databaseOptionsFor } from './db/create-database';
import { openDatabase } from './db/open-database';
import { createLogger } from './logging/logger';
import { indexCatalogue } from './search/indexing/catalogue-search-records';
import { createSearchService } from './search/search-service';
import { publicUrl, shutdownGracefully } from './start-server';
import { createStorefrontHandler } from './storefront/storefront-handler';

/**
 * The same server as production, with Vite's middleware in front for modules and hot reload. Pages are never shared:
 * an edit changes them at once, and Vite's injected styles need the per-response policy that allows them.
 */
const config = { ...loadConfig(process.env), pageCache: undefined };
const warning = standInsWarning(config);
if (warning) process.stderr.write(`\n  ${warning}\n`);
const logger = createLogger(config.logLevel);
const database = await openDatabase(databaseOptionsFor(config));
const search = createSearchService({ product: config.product });
const indexed = await indexCatalogue(database.db, search, config.product);
logger.info('Search indexes built', { products: indexed });
const httpServer = createHttpServer();
// Hot reload rides on this server: a second port would be blocked by the CSP.
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'custom',
});
const app = createApp({
  ...configuredAppDeps(config, { db: database.db, logger, search }),
  mode: 'development',
  storefront: createStorefrontHandler(
    () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    {
      mode: 'development',
      brand: config.product,
      legacyStoreHost: config.legacyStoreHost,
      errorReportingDsn: config.errorReportingDsn,
      recaptchaSiteKey: config.recaptchaSiteKey,
      googleClientId: config.accounts.googleClientId,
      appleClientId: config.accounts.appleClientId,
      developmentStandIns: config.accounts.developmentStandIns,
    },
  ),
});
const honoListener = getRequestListener(app.fetch);
httpServer.on('request', (req, res) => vite.middlewares(req, res, () => honoListener(req, res)));
httpServer.listen(config.port, config.host, () => {
  // The port it listens on, which `PORT=0` leaves to the system.
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(`\n  Audiora (development) is running at ${publicUrl(config.host, port)}/\n\n`);
});
httpServer.on('close', () => void vite.close());
shutdownGracefully(httpServer, database, logger);
