import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { SearchCategory, SearchRecord } from '#server/search/search-record';
import { createSearchService, type SearchService } from '#server/search/search-service';
import { createApp } from '#server/app';
import { createDatabase } from '#server/db/create-database';
import { createLogger } from '#server/logging/logger';

const KRYMINAL: SearchCategory = { id: '0b7a0c1e-0000-4000-8000-000000000001', slug: 'kryminal' };
const DLA_DZIECI: SearchCategory = { id: '0b7a0c1e-0000-4000-8000-000000000002', slug: 'dla-dzieci' };
const KLASYKA: SearchCategory = { id: '0b7a0c1e-0000-4000-8000-000000000003', slug: 'klasyka' };

let sequence = 0;

/** A search record with sensible defaults; override what the test cares about. */
export const aSearchRecord = (overrides: Partial<SearchRecord> & Pick<SearchRecord, 'name'>): SearchRecord => {
  sequence += 1;
  const id = overrides.id ?? `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
  const authors = overrides.authors ?? ['Anna Nowak'];
  return {
    objectID: id,
    id,
    image_url: `/media/covers/${id}.jpg`,
    description: authors.join(', '),
    rating: 4,
    is_free: false,
    price: 2990,
    discount_price: null,
    price_for_subscribers: 2390,
    lowest_price: 2990,
    is_available_in_subscription: true,
    deeplink: `audiora://audiobook/${id}`,
    slug: `product-${sequence}`,
    type: 'audiobook',
    categories: [KLASYKA],
    lectors: ['Jan Kowalski'],
    catalog_id: MARKETS.pl.catalogId,
    ...overrides,
    authors,
  };
};

/** Category values used by the fixtures. */
export const FIXTURE_CATEGORIES = { KRYMINAL, DLA_DZIECI, KLASYKA } as const;

/** A small Polish-market catalogue with words in the eight languages, chosen for the search examples. */
export const searchFixtureRecords = (): SearchRecord[] => [
  aSearchRecord({
    id: 'sherlock',
    name: 'Sherlock Holmes: Studium w szkarłacie',
    authors: ['Arthur Conan Doyle'],
    lectors: ['Piotr Fronczewski'],
    categories: [KRYMINAL, KLASYKA],
    rating: 4.8,
  }),
  aSearchRecord({
    id: 'przygody',
    name: 'Przygody Tomka Sawyera',
    authors: ['Mark Twain'],
    categories: [DLA_DZIECI, KLASYKA],
    rating: 4.5,
    is_free: true,
    price: 0,
    lowest_price: 0,
  }),
  aSearchRecord({ id: 'zolw', name: 'Żółw i zając', authors: ['Ezop'], categories: [DLA_DZIECI], type: 'podcast' }),
  aSearchRecord({ id: 'strasse', name: 'Die Straße der Träume', authors: ['Günter Müller'], rating: 3.9 }),
  aSearchRecord({
    id: 'istanbul',
    name: 'İstanbul Hatırası',
    authors: ['Ahmet Ümit'],
    lectors: ['Şule Yıldız'],
    is_available_in_subscription: false,
  }),
  aSearchRecord({ id: 'lodz', name: 'Łódź 1905', authors: ['Bolesław Prus'], price: 4990, lowest_price: 3990 }),
  aSearchRecord({ id: 'dvorak', name: 'Dvořák a Čapek', authors: ['Božena Němcová'], type: 'cycle', price: 1990 }),
  aSearchRecord({ id: 'lalka', name: 'Lalka', authors: ['Bolesław Prus'], rating: 4.1, price: 3490 }),
  aSearchRecord({ id: 'krzyzacy', name: 'Krzyżacy', authors: ['Henryk Sienkiewicz'], rating: 4.6 }),
  aSearchRecord({ id: 'kot', name: 'Kot w butach', authors: ['Charles Perrault'], categories: [DLA_DZIECI] }),
  aSearchRecord({ id: 'tom', name: 'Tom & Jerry <Special>', authors: ['Hanna Barbera'], rating: 2.5 }),
];

export interface RunningSearchServer {
  /** `127.0.0.1:port`, the `url` of an algoliasearch host. */
  readonly host: string;
  readonly port: number;
  readonly service: SearchService;
  /** How many HTTP requests reached the server (to prove the client does not retry 4xx answers). */
  requestCount(): number;
  close(): Promise<void>;
}

/**
 * The whole app with search indexes filled per market, listening on a free loopback port. Search never touches the
 * database, so it stays unmigrated and empty.
 */
export const startSearchServer = async (
  records: Partial<Record<Locale, readonly SearchRecord[]>> = { pl: searchFixtureRecords() },
): Promise<RunningSearchServer> => {
  const service = createSearchService({ records });
  const database = createDatabase({ kind: 'sqlite', file: ':memory:' });
  const app = createApp({
    config: { bodyLimitBytes: 1024 * 1024 },
    db: database.db,
    logger: createLogger('silent'),
    mode: 'production',
    search: service,
  });
  let requests = 0;
  const fetch = (request: Request) => {
    requests += 1;
    return app.fetch(request);
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    service,
    requestCount: () => requests,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
};
