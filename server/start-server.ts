import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { ClientTimeouts } from './config';
import type { Database } from './db/create-database';
import type { Logger } from './logging/logger';

/** The address to print: a wildcard host is reachable as localhost. */
export const publicUrl = (host: string, port: number): string =>
  `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

/**
 * How long an idle kept-alive connection stays open: longer than the 60 s proxies and load balancers keep theirs (and
 * Node's 5 s default), so a client reusing one never meets a connection the server is closing at that moment.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Node's server options that stop a slow client from holding a connection: headers and whole requests must arrive in
 * time, and Node checks often enough for the limits to bite near when they say. Idle connections stay open for reuse.
 */
export const slowClientLimits = (timeouts: ClientTimeouts): ServerOptions => ({
  keepAliveTimeout: KEEP_ALIVE_MS,
  headersTimeout: timeouts.headersMs,
  requestTimeout: timeouts.requestMs,
  connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(timeouts.headersMs / 4))),
});

/**
 * Readies a server to be closed without cutting a request short: once closing, a response not yet begun tells its
 * client to close the connection, and a connection whose response has ended is closed, rather than kept alive.
 */
export const closeConnectionsAsResponsesEnd = (server: Server): (() => void) => {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());
  // Ahead of the app's own listener, so the connection's fate is set before any header is written.
  server.prependListener('request', (_: IncomingMessage, res: ServerResponse) => {
    if (closing) {
      res.shouldKeepAlive = false;
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return () => {
    closing = true;
    for (const res of inFlight) {
      if (!res.headersSent) res.shouldKeepAlive = false;
      res.once('finish', closeIdleSoon);
    }
    server.closeIdleConnections();
  };
};

export type StopCause = { readonly signal: string } | { readonly askedBy: 'primary' };

/**
 * How a server process ends: it stops taking connections, lets running requests finish, closes the database, waits
 * for `beforeExit` (a worker's primary letting it go) and exits 0, or gives up after 10 s and exits 1. The answer
 * starts it; a second call does nothing.
 */
export const gracefulStop = (
  server: Server,
  database: Database,
  logger: Logger,
  beforeExit: () => Promise<void> = () => Promise.resolve(),
): ((cause: StopCause) => void) => {
  const closeConnections = closeConnectionsAsResponsesEnd(server);
  let stopping = false;
  return (cause) => {
    if (stopping) return;
    stopping = true;
    logger.info('Shutting down', cause);
    const force = setTimeout(() => {
      logger.error('Shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(() => {
      void database
        .close()
        .then(beforeExit)
        .then(() => {
          logger.info('Stopped');
          process.exit(0);
        });
    });
    closeConnections();
  };
};

/** Stops gracefully on SIGTERM or SIGINT. */
export const shutdownGracefully = (server: Server, database: Database, logger: Logger): void => {
  const stop = gracefulStop(server, database, logger);
  process.once('SIGTERM', () => stop({ signal: 'SIGTERM' }));
  process.once('SIGINT', () => stop({ signal: 'SIGINT' }));
};
