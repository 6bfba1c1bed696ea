import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../../logging/logger';
import { clientAddress } from '../auth/client-address';
import { parseIpAddress } from '../../shared/network/ip-address';

/** Where the development stand-ins answer: the captcha, the identity providers, the mailbox and the sandbox payment. */
export const STAND_IN_PATHS = ['/dev/*', '/sandbox-pay/*'] as const;

/** Headers a proxy adds; a request that carries any of them came through one, whatever its socket says. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
] as const;

const LOOPBACK_NAMES = new Set(['localhost']);

const isLoopbackAddress = (text: string): boolean => {
  const address = parseIpAddress(text);
  if (!address) return false;
  return address.family === 'ipv4'
    ? address.text.startsWith('127.')
    : address.text === '0000:0000:0000:0000:0000:0000:0000:0001';
};

/** The host part of a `Host` header: `localhost:3000` → localhost, `[::1]:3000` → ::1. */
const hostName = (host: string): string => {
  const bracketed = /^\[([^\]]+)\]/.exec(host);
  return (bracketed?.[1] ?? host.split(':')[0] ?? '').toLowerCase();
};

const isLoopbackHost = (host: string | undefined): boolean => {
  if (host === undefined) return false;
  const name = hostName(host);
  return LOOPBACK_NAMES.has(name) || name.endsWith('.localhost') || isLoopbackAddress(name);
};

const peerOf = (c: Context): string | undefined => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/** Why a request may not reach a stand-in, or null when it comes from this machine directly. */
export const notFromThisMachine = (c: Context): string | null => {
  const forwarded = FORWARDING_HEADERS.find((name) => c.req.header(name) !== undefined);
  if (forwarded) return `forwarded (${forwarded})`;
  if (!isLoopbackHost(c.req.header('host') ?? new URL(c.req.url).host)) return 'host';
  const peer = peerOf(c);
  // No socket means an in-process request, which only this server makes.
  if (peer !== undefined && !isLoopbackAddress(peer)) return 'peer';
  return null;
};

/**
 * The stand-ins let anyone sign in as anyone and read every mail, which is fine on a developer's machine and nowhere
 * else: they answer only requests made on this machine, straight to the server. Through a proxy on the same machine
 * (forwarding headers, a public `Host`) or from another machine, they do not exist.
 */
export const thisMachineOnly =
  (logger: Logger): MiddlewareHandler =>
  async (c, next) => {
    const reason = notFromThisMachine(c);
    if (reason === null) return next();
    // Written like the accounts area's security lines (`logSecurityEvent`), so one search finds them all.
    logger.warn('security.stand_in.refused', {
      event: 'security.stand_in.refused',
      ip: clientAddress(c),
      method: c.req.method,
      path: c.req.path,
      reason,
    });
    return c.notFound();
  };
