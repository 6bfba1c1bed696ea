// `npm run bench:api`: the API's throughput and latency beside a bare node:http server that answers the same
// query from the same database, so the number printed is what our HTTP stack costs. Not a test: it prints numbers.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { MARKETS } from '#domain/market/markets';
import { createApp } from '#server/app';
import { openDatabase } from '#server/db/open-database';
import { createLogger } from '#server/logging/logger';
import { benchTargets } from './api-targets';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const measure = async (url: string) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
};

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
const appPort = (appServer.address() as AddressInfo).port;

const market = MARKETS.pl;
const targets = await benchTargets(database.db, market);
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
const barePort = await listen(bare);

process.stdout.write(
  `bench:api on ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, SQLite (WAL), ` +
    `${Number(products).toLocaleString('en')} products, ${CONNECTIONS} connections, ${DURATION_S} s each\n\n`,
);
process.stdout.write('endpoint                          server      req/s    p50 ms  p99 ms\n');
for (const target of targets) {
  const ours = await measure(`http://127.0.0.1:${appPort}${target.path}`);
  const baseline = await measure(`http://127.0.0.1:${barePort}${target.path}`);
  const row = (server: string, m: typeof ours) =>
    `${target.name.padEnd(33)} ${server.padEnd(10)} ${m.rps.toFixed(0).padStart(7)} ${String(m.p50).padStart(8)} ${String(m.p99).padStart(7)}\n`;
  process.stdout.write(row('audiora', ours) + row('node:http', baseline));
  process.stdout.write(
    `${''.padEnd(33)} ratio      ${((ours.rps / baseline.rps) * 100).toFixed(0)}% of the bare baseline (goal >= 70%)\n\n`,
  );
}

appServer.close();
bare.close();
await database.close();
if (!givenDir) rmSync(dataDir, { recursive: true, force: true });
