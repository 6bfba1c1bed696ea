// `npm run bench:api`: the API's throughput and latency beside a bare node:http server that answers the same
// query from the same database, so the number printed is what our HTTP stack costs. The servers run in a child
// process and autocannon here, so load generation never steals the servers' event loop. Not a test: it prints numbers.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchServers } from './api-servers';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_S = 2;

const measure = async (url: string, duration = DURATION_S) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
};

const child = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./api-servers.ts', import.meta.url))],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  },
);
const [firstLine] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
const servers = JSON.parse(firstLine) as BenchServers;

try {
  process.stdout.write(
    `bench:api on ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, SQLite (WAL), ` +
      `${servers.products.toLocaleString('en')} products, ${CONNECTIONS} connections, ${DURATION_S} s each, ` +
      `servers in their own process\n\n`,
  );
  process.stdout.write('endpoint                          server      req/s    p50 ms  p99 ms\n');
  for (const target of servers.targets) {
    const app = `http://127.0.0.1:${servers.appPort}${target.path}`;
    const bare = `http://127.0.0.1:${servers.barePort}${target.path}`;
    // Warm both up first, so neither pays for JIT compilation and statement preparation in its measured run.
    await measure(app, WARM_UP_S);
    await measure(bare, WARM_UP_S);
    const ours = await measure(app);
    const baseline = await measure(bare);
    const row = (server: string, m: typeof ours) =>
      `${target.name.padEnd(33)} ${server.padEnd(10)} ${m.rps.toFixed(0).padStart(7)} ${String(m.p50).padStart(8)} ${String(m.p99).padStart(7)}\n`;
    process.stdout.write(row('audiora', ours) + row('node:http', baseline));
    // What our stack adds to each request, from the two throughputs: a fixed cost, whatever the query costs.
    const addedMs = 1000 / ours.rps - 1000 / baseline.rps;
    const verdict = target.goal ? 'goal >= 70%' : 'no goal: a one-query read, shown for the fixed cost';
    process.stdout.write(
      `${''.padEnd(33)} ratio      ${((ours.rps / baseline.rps) * 100).toFixed(0)}% of the bare baseline (${verdict}); ` +
        `+${(addedMs * 1000).toFixed(0)} µs a request\n\n`,
    );
  }
} finally {
  child.kill();
}
