import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { send, startServer as startServerProcess } from '../support/e2e/server-process';

/** Makes every process of the server say, as it exits, what it served and which React build it loaded. */
const PROBE = pathToFileURL(join(import.meta.dirname, '..', 'support', 'server', 'process-probe.mjs')).href;

interface Probe {
  readonly pid: number;
  readonly primary: boolean;
  readonly requests: number;
  readonly react: readonly string[];
}

/** The built server with the probe preloaded, one process unless told otherwise. */
const startServer = (env: Record<string, string>) => {
  const server = startServerProcess({ WORKERS: '1', ...env }, ['--import', PROBE]);
  serversStarted.push(server.child);
  const lines = () => server.output().split('\n');
  const logs = () =>
    lines()
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown> & { message: string });
  const probes = () =>
    lines()
      .filter((line) => line.startsWith('probe '))
      .map((line) => JSON.parse(line.slice('probe '.length)) as Probe);
  return { ...server, logs, probes };
};

/** The servers a test started, killed after it even when it timed out, so that none outlives the run. */
const serversStarted: ChildProcess[] = [];
test.afterEach(() => {
  for (const child of serversStarted.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

const REACT_PRODUCTION = ['react-dom-server.node.production.js', 'react.production.js'];

test.describe('the production server process', () => {
  test('in one process: prints its URL, renders with React built for production, and stops cleanly on SIGTERM with a keep-alive connection open', async () => {
    const server = startServer({});
    const base = await server.url;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // On loopback the stand-ins are on, and the server says so once.
    expect(server.output().match(/Development stand-ins are ON/g)).toHaveLength(1);
    // A keep-alive connection left idle must not hold the shutdown up.
    expect((await send(`${base}/pl/v2/`, { keepAlive: true })).status).toBe(200);
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.logs().map((line) => line.message)).toContain('Stopped');
    const [only, ...others] = server.probes();
    expect(others).toEqual([]);
    expect(only).toMatchObject({ pid: server.child.pid, primary: true, requests: 1 });
    expect(only?.react).toEqual(expect.arrayContaining(REACT_PRODUCTION));
    expect(only?.react.filter((file) => file.includes('development'))).toEqual([]);
  });

  test('keeps a NODE_ENV it is given', async () => {
    const server = startServer({ NODE_ENV: 'development' });
    await server.url;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.probes()[0]?.react).toContain('react.development.js');
  });

  test('with two workers: both serve, search follows a rating taken by either, SIGHUP replaces them without a failed request, SIGTERM stops all', async () => {
    // Two workers started, replaced and stopped beside the other browser tests: long on a 2-core machine.
    test.slow();
    const server = startServer({ WORKERS: '2' });
    const base = await server.url;
    const readyPids = () =>
      server
        .logs()
        .filter((line) => line.message === 'Ready' && typeof line.pid === 'number')
        .map((line) => line.pid);
    await expect.poll(readyPids).toHaveLength(2);
    // The primary warns of the stand-ins for all its workers, once.
    expect(server.output().match(/Development stand-ins are ON/g)).toHaveLength(1);
    const firstWorkers = readyPids();

    // A rating taken by one worker shows in every worker's search.
    const entry = JSON.parse((await send(`${base}/pl/v2/`)).body) as { catalog_id: string };
    const algolia = JSON.parse((await send(`${base}/pl/v2/visitor/${entry.catalog_id}/algolia`)).body) as {
      index_name: string;
      app_id: string;
      search_api_key: string;
    };
    const hits = async (query: string) => {
      const res = await send(`${base}/search-api/1/indexes/${algolia.index_name}/query`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'x-algolia-api-key': algolia.search_api_key,
          'x-algolia-application-id': algolia.app_id,
        },
        body: JSON.stringify({ query, hitsPerPage: 1 }),
      });
      return (JSON.parse(res.body) as { hits: { objectID: string; popularity: number }[] }).hits;
    };
    const [title] = await hits('Lalka');
    if (!title) throw new Error('the demo catalogue has no "Lalka"');
    const command = (name: string, fields: Record<string, unknown>, cookie = '') =>
      send(`${base}/pl/v2/commands`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ name, ...fields }),
      });
    const registered = await command('RegisterUser', {
      email: `workers-${randomUUID().slice(0, 8)}@example.test`,
      password: `Pw-${randomUUID()}`,
      catalog_id: entry.catalog_id,
      terms_of_service: true,
      device_id: 'e2e-device',
    });
    expect(registered.status, registered.body).toBe(201);
    const setCookies = registered.headers['set-cookie'] ?? [];
    const cookie = (Array.isArray(setCookies) ? setCookies : [setCookies]).map((c) => c.split(';')[0]).join('; ');
    const rated = await command('RateProduct', { product_id: title.objectID, rating: 5 }, cookie);
    expect(rated.status, rated.body).toBe(200);
    const popularities = async () => Promise.all([1, 2, 3, 4].map(async () => (await hits('Lalka'))[0]?.popularity));
    await expect.poll(popularities).toEqual(Array(4).fill(title.popularity + 1));

    // Requests on connections of their own go on while every worker is replaced.
    let running = true;
    const failures: string[] = [];
    let served = 0;
    const paths = ['/pl/v2/', '/pl/v2/categories', '/pl', '/favicon.svg'];
    const load = async (lane: number) => {
      for (let i = lane; running; i += 1) {
        const path = paths[i % paths.length] ?? '/';
        try {
          const res = await send(`${base}${path}`);
          if (res.status === 200) served += 1;
          else failures.push(`${path}: ${res.status}`);
        } catch (error) {
          failures.push(`${path}: ${String(error)}`);
        }
      }
    };
    const lanes = [0, 1].map(load);
    await expect.poll(() => served, { timeout: 15_000 }).toBeGreaterThan(10);
    server.child.kill('SIGHUP');
    await expect
      .poll(() => server.logs().some((line) => line.message === 'Rolling restart done'), { timeout: 20_000 })
      .toBe(true);
    const servedBefore = served;
    await expect.poll(() => served).toBeGreaterThan(servedBefore + 10);
    running = false;
    await Promise.all(lanes);
    expect(failures).toEqual([]);
    const done = server.logs().find((line) => line.message === 'Rolling restart done');
    const newWorkers = done?.workers as number[];
    expect(newWorkers).toHaveLength(2);
    expect(newWorkers.filter((pid) => firstWorkers.includes(pid))).toEqual([]);

    // A keep-alive connection left idle must not hold the shutdown up.
    expect((await send(`${base}/pl/v2/`, { keepAlive: true })).status).toBe(200);
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output().match(/running at/g)).toHaveLength(1);

    const probes = server.probes();
    const primary = probes.filter((probe) => probe.primary);
    const workers = probes.filter((probe) => !probe.primary);
    // The primary never loads the storefront, and every worker runs React's production build.
    expect(primary).toEqual([{ pid: server.child.pid, primary: true, requests: 0, react: [] }]);
    expect(workers.map((probe) => probe.pid).sort()).toEqual([...firstWorkers, ...newWorkers].sort());
    for (const worker of workers) expect(worker.react).toEqual(expect.arrayContaining(REACT_PRODUCTION));
    expect(workers.filter((worker) => worker.react.some((file) => file.includes('development')))).toEqual([]);
    // Both of the first workers served.
    for (const pid of firstWorkers) expect(workers.find((worker) => worker.pid === pid)?.requests).toBeGreaterThan(0);
  });

  test('refuses to start with a clear message when the configuration is invalid', async () => {
    const server = startServer({ PORT: 'eighty' });
    await expect(server.url).rejects.toThrow('Invalid configuration: PORT');
    expect(await server.exited).toBe(1);
  });
});
