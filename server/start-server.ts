import type { Server, ServerOptions } from 'node:http';
import type { ClientTimeouts } from './config';
import type { Database } from './db/create-database';
import type { Logger } from './logging/logger';

/** The address to print: a wildcard host is reachable as localhost. */
export const publicUrl = (host: string, port: number): string =>
  `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

/**
 * Node's server options that stop a slow client from holding a connection: headers and whole requests must arrive in
 * time, and Node checks often enough for the limits to bite near when they say.
 */
export const slowClientLimits = (timeouts: ClientTimeouts): ServerOptions => ({
  headersTimeout: timeouts.headersMs,
  requestTimeout: timeouts.requestMs,
  connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(timeouts.headersMs / 4))),
});

/**
 * Stops taking connections on SIGTERM or SIGINT, lets running requests finish, closes the
 * database, and gives up after 10 s.
 */
export const shutdownGracefully = (server: Server, database: Database, logger: Logger): void => {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('Shutting down', { signal });
    const force = setTimeout(() => {
      logger.error('Shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(() => {
      void database.close().then(() => {
        logger.info('Stopped');
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
};
