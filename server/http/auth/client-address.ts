import type { Context } from 'hono';
import { DIRECT_CLIENTS, resolveClientAddress } from '../client/client-address.middleware';

export { UNKNOWN_CLIENT_ADDRESS } from '../client/client-address.middleware';

/**
 * The client's address for throttling and security logs, as `clientAddresses` worked it out: the socket's peer, or
 * with `TRUST_PROXY` the address the trusted proxies name; an IPv6 client is known by its /64.
 */
export const clientAddress = (c: Context): string => {
  const known: unknown = c.get('clientAddress');
  return typeof known === 'string' ? known : resolveClientAddress(c, DIRECT_CLIENTS);
};
