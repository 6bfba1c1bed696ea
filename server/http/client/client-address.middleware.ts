import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { clientGroup, parseIpAddress } from '../../shared/network/ip-address';
import { type ClientAddressOptions, clientOf, NO_TRUSTED_PROXIES } from '../../shared/network/trusted-proxies';

export type { ClientAddressOptions } from '../../shared/network/trusted-proxies';

/** The key of requests whose client is unknown (in-process requests made without one, as tests make). */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

export const DIRECT_CLIENTS: ClientAddressOptions = { trust: NO_TRUSTED_PROXIES, header: 'x-forwarded-for' };

/** What an in-process request made for a visitor (server rendering) carries in place of a socket. */
export interface InProcessBindings {
  readonly clientAddress: string;
  /** Where the page's links point, as settled for the page request: mails sent for it link back there. */
  readonly publicOrigin?: string;
}

const peerOf = (c: Context): string | undefined => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/** The client as the socket and the trusted proxies tell it, grouped as limits count it (`clientGroup`). */
export const resolveClientAddress = (c: Context, { trust, header }: ClientAddressOptions): string => {
  const inProcess = (c.env as Partial<InProcessBindings> | undefined)?.clientAddress;
  if (typeof inProcess === 'string') return inProcess;
  const peer = peerOf(c);
  // A trusted proxy that wrote no readable address leaves the proxy itself as the best-known client.
  const client = clientOf(peer, c.req.header(header), header, trust) ?? (peer ? parseIpAddress(peer) : null);
  return client ? clientGroup(client) : UNKNOWN_CLIENT_ADDRESS;
};

/** Works out each request's client once, before any route counts or logs it. */
export const clientAddresses =
  (options: ClientAddressOptions): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('clientAddress', resolveClientAddress(c, options));
    await next();
  };
