import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import type { AppDeps } from '#server/app';
import { indexCatalogue } from '#server/search/indexing/catalogue-search-records';
import { createSearchService, type SearchService } from '#server/search/search-service';
import { createTestApp, type TestApp, type TestDatabaseTarget } from '#test/support/server/test-server';

/** The optional ports a test plugs a fake into: a hosted search index, downloads. */
export type ServicePorts = Partial<Pick<AppDeps, 'hostedSearchIndex' | 'audiobookDownloads'>>;

/**
 * The API on a seeded database with the given ports plugged in, wired by the server's own composition root, so a test
 * can give the areas a fake port and watch what they do with it. The local search indexes are filled from the
 * catalogue and handed back.
 */
export const createApiWithPorts = async (
  target: TestDatabaseTarget,
  ports: ServicePorts,
  now: () => Date,
): Promise<TestApp & { readonly search: SearchService }> => {
  const search = createSearchService();
  const testApp = await createTestApp({ search, now, ...ports }, { target });
  try {
    await indexCatalogue(testApp.database.db, search, DEFAULT_ROUTING_CONTEXT.product);
    return { ...testApp, search };
  } catch (error) {
    await testApp.close();
    throw error;
  }
};
