import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '#server/app';
import { DEVELOPMENT_ACCOUNTS_CONFIG } from '#server/config';
import type { DatabaseOptions } from '#server/db/create-database';
import { openDatabase } from '#server/db/open-database';
import { createLogger } from '#server/logging/logger';
import { CHEAP_TEST_ONLY_PASSWORD_HASHER } from './test-server';

/**
 * The API server as a process of its own, for tests that kill it: opens (migrates, seeds) the database named by the
 * JSON in argv, serves the app on a free loopback port and prints `listening <port>` once it takes requests.
 */
const options = JSON.parse(process.argv[2] ?? 'null') as DatabaseOptions | null;
if (!options) throw new Error('usage: app-process.child.ts <database options as JSON>');
const database = await openDatabase(options);
const app = createApp({
  // The stand-ins give the captcha for sign-in and the sandbox payment provider.
  config: { bodyLimitBytes: 1024 * 1024, accounts: DEVELOPMENT_ACCOUNTS_CONFIG },
  db: database.db,
  logger: createLogger('silent'),
  mode: 'production',
  passwordHasher: CHEAP_TEST_ONLY_PASSWORD_HASHER,
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.stdout.write(`listening ${info.port}\n`);
}) as Server;
// Its stdin is the test's pipe: when the test process dies, so does the server it started.
process.stdin.once('end', () => process.exit(1)).resume();
// A polite stop for the end of a test; the crash itself is a SIGKILL, which no handler sees.
process.once('SIGTERM', () => {
  server.close(() => void database.close().then(() => process.exit(0)));
  server.closeIdleConnections();
});
