// The servers `npm run bench:api` measures, in a process of their own so the load generator never shares their
// event loop: our app and a bare node:http server answering the same queries from the same database. Prints one
// JSON line with the ports and targets, then serves until it is killed.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { MARKETS } from '#domain/market/markets';
import { createApp } from '#server/app';
import { openDatabase } from '#server/db/open-database';
import { createLogger } from '#server/logging/logger';
import { benchTargets } from './api-targets';

/** What the child tells the parent once it is ready. */
export interface BenchServers {
  readonly appPort: number;
  readonly barePort: number;
  readonly products: number;
  readonly targets: readonly { readonly name: string; readonly path: string; readonly goal: boolean }[];
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

// BENCH_DATA_DIR: a database filled by `npm run seed -- --titles N --data-dir DIR`; otherwise a fresh demo one.
const givenDir = process.env.BENCH_DATA_DIR;
const dataDir = givenDir ?? mkdtempSync(join(tmpdir(), 'audiora-bench-api-'));
const database = await openDatabase({
  kind: 'sqlite',
  file: join(dataDir, givenDir ? 'audiora.sqlite' : 'bench.sqlite'),
});
const { products } = await database.db
  .selectFrom('products')
  .select((eb) => eb.fn.countAll<number>().as('products'))
  .executeTakeFirstOrThrow();
const app = createApp({
  config: { bodyLimitBytes: 1024 * 1024 },
  db: database.db,
  logger: createLogger('silent'),
  mode: 'production',
});
const appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
await new Promise((resolve) => appServer.once('listening', resolve));

const targets = await benchTargets(database.db, MARKETS.pl);
const bare = createServer((req, res) => {
  const target = targets.find((t) => t.path === req.url);
  if (!target) {
    res.writeHead(404).end();
    return;
  }
  void target.answer().then((body) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
});

const ready: BenchServers = {
  appPort: (appServer.address() as AddressInfo).port,
  barePort: await listen(bare),
  products: Number(products),
  targets: targets.map(({ name, path, goal }) => ({ name, path, goal })),
};
process.stdout.write(`${JSON.stringify(ready)}\n`);
process.once('SIGTERM', () => {
  appServer.close();
  bare.close();
  void database.close().finally(() => {
    if (!givenDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
