import { BlockList } from 'node:net';
import { type IpAddress, parseIpAddress } from './ip-address';

/** Which proxies in front of the server may say who the client is (`TRUST_PROXY`). */
export type TrustedProxies =
  | { readonly kind: 'none' }
  /** The nearest `hops` proxies, whatever their addresses (a balancer whose address changes). */
  | { readonly kind: 'hops'; readonly hops: number }
  /** Proxies at these addresses or networks. */
  | { readonly kind: 'addresses'; readonly list: BlockList; readonly text: string };

/** The header the trusted proxies append the client to. */
export type ProxyHeader = 'x-forwarded-for' | 'forwarded';

/** Whose word on a request's client to take, and where to read it. */
export interface ClientAddressOptions {
  readonly trust: TrustedProxies;
  readonly header: ProxyHeader;
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { kind: 'none' };

/** Names for the networks proxies usually sit on. */
const NAMED_NETWORKS: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
};

export class TrustProxyError extends Error {
  override readonly name = 'TrustProxyError';
}

const addNetwork = (list: BlockList, entry: string) => {
  const [network = '', prefixText] = entry.split('/');
  const address = parseIpAddress(network);
  if (!address) throw new TrustProxyError(`"${entry}" is not an address or network`);
  const max = address.family === 'ipv4' ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (
    !Number.isInteger(prefix) ||
    prefix < 0 ||
    prefix > max ||
    (prefixText !== undefined && !/^\d+$/.test(prefixText))
  )
    throw new TrustProxyError(`"${entry}" has no valid prefix length (0-${max})`);
  list.addSubnet(address.text, prefix, address.family);
};

/**
 * Reads `TRUST_PROXY`: empty, `false` or `0` trusts no proxy; a whole number trusts that many hops; otherwise a
 * comma-separated list of addresses, networks (`10.0.0.0/8`) and the names `loopback`, `private` and `linklocal`.
 */
export const parseTrustedProxies = (value: string | undefined): TrustedProxies => {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return NO_TRUSTED_PROXIES;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) throw new TrustProxyError(`${hops} hops is more than any real chain of proxies`);
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim().toLowerCase())) {
    if (entry === '') continue;
    for (const network of NAMED_NETWORKS[entry] ?? [entry]) addNetwork(list, network);
  }
  return { kind: 'addresses', list, text };
};

/** The `for=` addresses of a `Forwarded` header (RFC 7239), oldest first; obfuscated or unknown nodes are kept as text. */
const forwardedFor = (header: string): string[] =>
  header.split(',').flatMap((element) => {
    const pair = element
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.toLowerCase().startsWith('for='));
    if (!pair) return [];
    let node = pair.slice(4).trim();
    if (node.startsWith('"') && node.endsWith('"')) node = node.slice(1, -1);
    // `[2001:db8::1]:4711` or `192.0.2.1:4711`: the address without its port.
    const bracketed = /^\[([^\]]+)\]/.exec(node);
    if (bracketed?.[1]) return [bracketed[1]];
    return [/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(node) ? (node.split(':')[0] ?? node) : node];
  });

/** The addresses a header lists, oldest (the client, as the first proxy saw it) first. */
const listedAddresses = (header: ProxyHeader, value: string | undefined): string[] => {
  if (!value) return [];
  return header === 'forwarded'
    ? forwardedFor(value)
    : value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
};

const isTrusted = (trust: TrustedProxies, address: IpAddress | null, hop: number): boolean => {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'hops':
      return hop < trust.hops;
    case 'addresses':
      return address !== null && trust.list.check(address.text, address.family);
  }
};

/**
 * The client of a request: starting from the socket's peer, each trusted proxy's word is taken for the address before
 * it, walking the header from its newest entry back; the first address not trusted is the client. Entries that only
 * the client wrote (beyond the trusted hops) are never believed. Null when the chain names no readable address.
 */
export const clientOf = (
  peer: string | undefined,
  headerValue: string | undefined,
  header: ProxyHeader,
  trust: TrustedProxies,
): IpAddress | null => {
  let current = peer === undefined ? null : parseIpAddress(peer);
  if (trust.kind === 'none') return current;
  const listed = listedAddresses(header, headerValue);
  for (let hop = 0; isTrusted(trust, current, hop); hop += 1) {
    const previous = listed.pop();
    if (previous === undefined) return current;
    current = parseIpAddress(previous);
  }
  return current;
};
