import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The key of requests whose socket is unknown (in-process requests, as tests and server rendering make). */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/**
 * The client's address for throttling and security logs: the socket's peer address. `X-Forwarded-For` is ignored on
 * purpose, since any client can write it; a deployment behind a proxy would need a trusted-proxy setting to read it.
 */
export const clientAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT_ADDRESS;
  } catch {
    return UNKNOWN_CLIENT_ADDRESS;
  }
};
