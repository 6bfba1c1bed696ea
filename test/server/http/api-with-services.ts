import { Hono } from 'hono';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { KyselySessionStore } from '#server/accounts/session/kysely-session-store';
import { DEVELOPMENT_ACCOUNTS_CONFIG } from '#server/config';
import { createCatalogueQueries } from '#server/catalogue/queries/catalogue-queries';
import { KyselyCategoryRepository } from '#server/catalogue/kysely-category-repository';
import { KyselyHelpCenterRepository } from '#server/catalogue/kysely-help-center-repository';
import { KyselyLegalPageRepository } from '#server/catalogue/kysely-legal-page-repository';
import { KyselyPersonRepository } from '#server/catalogue/kysely-person-repository';
import { KyselyReviewRepository } from '#server/catalogue/kysely-review-repository';
import { seedDemoCatalogue } from '#server/db/seed/seed-demo-catalogue';
import { apiRoutes } from '#server/http/api/api.routes';
import type { ServerServices } from '#server/http/api/area-context';
import type { AppEnv } from '#server/http/app-env';
import { csrfMiddleware } from '#server/http/auth/csrf.middleware';
import { viewerMiddleware } from '#server/http/auth/viewer.middleware';
import { errorHandler, notFoundHandler } from '#server/http/error-handler';
import { createLogger } from '#server/logging/logger';
import { indexCatalogue } from '#server/search/indexing/catalogue-search-records';
import { LOCAL_SEARCH_CREDENTIALS } from '#server/search/search-credentials';
import { createSearchService, type SearchService } from '#server/search/search-service';
import { CHEAP_TEST_ONLY_PASSWORD_HASHER, type TestApp, type TestDatabaseTarget } from '#test/support/test-server';

/** The optional ports of the services that `createApp` does not take (yet): a hosted search index, downloads. */
export type ServicePorts = Pick<ServerServices, 'hostedSearchIndex' | 'audiobookDownloads'>;

/**
 * The API (and the site-root routes) on a seeded database with the given ports plugged into the services, wired as
 * `createApp` wires them, so a test can give the areas a fake port and watch what they do with it. The local search
 * indexes are filled from the catalogue and handed back.
 */
export const createApiWithPorts = async (
  target: TestDatabaseTarget,
  ports: ServicePorts,
  now: () => Date,
): Promise<TestApp & { readonly search: SearchService }> => {
  const testDb = await target.open();
  const { db } = testDb.database;
  try {
    await seedDemoCatalogue(db);
    const search = createSearchService();
    await indexCatalogue(db, search, DEFAULT_ROUTING_CONTEXT.product);
    const catalogue = createCatalogueQueries(db);
    const services: ServerServices = {
      db,
      logger: createLogger('silent'),
      now,
      sessions: new KyselySessionStore({ db }),
      catalogue,
      search,
      accounts: DEVELOPMENT_ACCOUNTS_CONFIG,
      product: DEFAULT_ROUTING_CONTEXT.product,
      passwordHasher: CHEAP_TEST_ONLY_PASSWORD_HASHER,
      ...ports,
    };
    const app = new Hono<AppEnv>({ strict: false });
    const site = new Hono<AppEnv>({ strict: false });
    site.use('*', csrfMiddleware);
    site.use('*', viewerMiddleware(services));
    app.route(
      '/:lang/v2',
      apiRoutes({
        categories: new KyselyCategoryRepository({ db }),
        people: {
          author: new KyselyPersonRepository({ db, kind: 'authors' }),
          lector: new KyselyPersonRepository({ db, kind: 'lectors' }),
          publisher: new KyselyPersonRepository({ db, kind: 'publishers' }),
        },
        reviews: new KyselyReviewRepository({ db }),
        helpCenter: new KyselyHelpCenterRepository({ db }),
        legalPages: new KyselyLegalPageRepository({ db }),
        catalogue,
        searchConfig: {
          credentials: LOCAL_SEARCH_CREDENTIALS,
          indexName: (locale) => search.index(locale).name,
          sameOriginPath: '/search-api',
        },
        maintenance: { isOn: () => false },
        services,
        site,
      }),
    );
    app.route('/', site);
    app.notFound(notFoundHandler);
    app.onError(errorHandler(services.logger));
    return { app, database: testDb.database, search, close: () => testDb.dispose() };
  } catch (error) {
    await testDb.dispose();
    throw error;
  }
};
