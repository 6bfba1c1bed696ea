import type { Server } from 'node:http';
import type { Database } from './db/create-database';
import type { Logger } from './logging/logger';

/** The address to print: a wildcard host is reachable as localhost. */
export const publicUrl = (host: string, port: number): string =>
  `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

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
