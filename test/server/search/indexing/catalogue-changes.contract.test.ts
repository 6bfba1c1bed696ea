import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { createApp } from '#server/app';
import { clusterCatalogueChanges } from '#server/cluster/cluster-catalogue-changes';
import { WorkerSupervisor } from '#server/cluster/worker-supervisor';
import type { Database } from '#server/db/create-database';
import { openDatabase } from '#server/db/open-database';
import { createLogger } from '#server/logging/logger';
import type { CatalogueChange, CatalogueChanges } from '#server/search/indexing/catalogue-changes.port';
import { indexCatalogue } from '#server/search/indexing/catalogue-search-records';
import type { SearchIndexWriter } from '#server/search/indexing/search-index-writer.port';
import { createSearchService, type SearchService } from '#server/search/search-service';
import { createSignedInUser, sendCommand } from '#test/support/server/accounts';
import { fakeProcessChannel } from '#test/support/server/cluster/fake-process-channel';
import { inMemoryCatalogueChanges } from '#test/support/server/search/in-memory-catalogue-changes';
import { CHEAP_TEST_ONLY_PASSWORD_HASHER, type TestApp } from '#test/support/server/test-server';

/** Worker processes' ends, joined through a primary's supervisor as under node:cluster, messages cloned on the way. */
const throughAPrimary = (count: number): CatalogueChanges[] => {
  const workers: ReturnType<typeof fakeProcessChannel>[] = [];
  const supervisor: WorkerSupervisor = new WorkerSupervisor({
    workers: count,
    fork: () => {
      const id = workers.length + 1;
      const worker = fakeProcessChannel((message) => supervisor.message(id, message));
      workers.push(worker);
      return { id, pid: undefined, send: (message) => worker.deliver(message), kill: () => undefined };
    },
    logger: createLogger('silent'),
    now: Date.now,
    schedule: () => () => undefined,
    ready: () => undefined,
    exit: () => undefined,
  });
  supervisor.start();
  return workers.map((worker) => clusterCatalogueChanges(worker.channel));
};

const inOneTestProcess = (count: number): CatalogueChanges[] => {
  const changes = inMemoryCatalogueChanges();
  return Array.from({ length: count }, () => changes.end());
};

/** A hosted index that records what it is sent. */
class RecordingHostedIndex implements SearchIndexWriter {
  readonly upserted: string[] = [];
  async upsert(_: Locale, records: readonly { objectID: string }[]) {
    this.upserted.push(...records.map((r) => r.objectID));
  }
  async remove() {}
}

interface ServerProcess extends TestApp {
  readonly search: SearchService;
  readonly hosted: RecordingHostedIndex;
}

for (const [kind, ends] of [
  ['in one test process', inOneTestProcess],
  ['through a cluster primary', throughAPrimary],
] as const) {
  describe(`catalogue changes ${kind}`, () => {
    it('reach every other end, never the one that published', async () => {
      const [a, b, c] = ends(3) as [CatalogueChanges, CatalogueChanges, CatalogueChanges];
      const heard: Record<string, CatalogueChange[]> = { a: [], b: [], c: [] };
      a.subscribe(async (change) => void heard.a?.push(change));
      b.subscribe(async (change) => void heard.b?.push(change));
      c.subscribe(async (change) => void heard.c?.push(change));
      a.publish({ locale: 'de', productIds: ['p1', 'p2'] });
      await vi.waitFor(() => expect(heard.c).toHaveLength(1));
      expect(heard).toEqual({
        a: [],
        b: [{ locale: 'de', productIds: ['p1', 'p2'] }],
        c: [{ locale: 'de', productIds: ['p1', 'p2'] }],
      });
    });

    describe('between two server processes on one database', () => {
      let database: Database;
      let processes: [ServerProcess, ServerProcess];

      beforeAll(async () => {
        database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
        const [first, second] = ends(2) as [CatalogueChanges, CatalogueChanges];
        const serverProcess = async (catalogueChanges: CatalogueChanges): Promise<ServerProcess> => {
          const search = createSearchService();
          const hosted = new RecordingHostedIndex();
          await indexCatalogue(database.db, search, 'audiora');
          const app = createApp({
            config: { bodyLimitBytes: 1024 * 1024 },
            db: database.db,
            logger: createLogger('silent'),
            mode: 'production',
            passwordHasher: CHEAP_TEST_ONLY_PASSWORD_HASHER,
            search,
            hostedSearchIndex: hosted,
            catalogueChanges,
          });
          return { app, database, close: async () => undefined, search, hosted };
        };
        processes = [await serverProcess(first), await serverProcess(second)];
      });

      afterAll(() => database.close());

      it("show a rating taken by one in the other's search, which writes only its own index", async () => {
        const [taker, other] = processes;
        // A rated title, whose ratings are then cleared in the database: both indexes show the old count.
        const title = await database.db
          .selectFrom('products')
          .select(['id', 'name', 'rating_count'])
          .where('catalog_id', '=', MARKETS.pl.catalogId)
          .where('rating_count', '>', 1)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        await database.db
          .updateTable('products')
          .set({ rating_sum: 0, rating_count: 0 })
          .where('id', '=', title.id)
          .execute();
        const hit = (server: ServerProcess) =>
          server.search
            .index('pl')
            .search({ query: title.name, hitsPerPage: 50 })
            .hits.find((h) => h.objectID === title.id);
        expect(hit(other)?.popularity).toBe(Number(title.rating_count));

        const listener = await createSignedInUser(taker);
        const { res } = await sendCommand(taker, 'RateProduct', { product_id: title.id, rating: 4 }, listener.bearer);
        expect(res.status).toBe(200);

        expect(hit(taker)).toMatchObject({ rating: 4, popularity: 1 });
        await vi.waitFor(() => expect(hit(other)).toMatchObject({ rating: 4, popularity: 1 }));
        expect(taker.hosted.upserted).toEqual([title.id]);
        expect(other.hosted.upserted).toEqual([]);
      });
    });
  });
}
