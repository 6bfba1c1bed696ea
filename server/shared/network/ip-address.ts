import { isIPv4, isIPv6 } from 'node:net';

/** An address as written by a socket or a proxy header: IPv4, IPv6 (perhaps with a zone), or IPv4 mapped into IPv6. */
export type IpFamily = 'ipv4' | 'ipv6';

export interface IpAddress {
  readonly family: IpFamily;
  /** The canonical text: dotted IPv4, or IPv6 in eight full lower-case groups. */
  readonly text: string;
}

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address that `isIPv6` accepted (zone removed). */
const ipv6Groups = (address: string): number[] => {
  let text = address;
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
};

/** Reads an address; null when it is none (a proxy may write `unknown` or an obfuscated name). */
export const parseIpAddress = (raw: string): IpAddress | null => {
  const address = raw.trim();
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return { family: 'ipv4', text: mapped[1] };
  if (isIPv4(address)) return { family: 'ipv4', text: address };
  const unzoned = address.split('%')[0] ?? '';
  if (!isIPv6(unzoned)) return null;
  const groups = ipv6Groups(unzoned);
  const text = groups.map((group) => group.toString(16).padStart(4, '0')).join(':');
  // ::ffff:a.b.c.d written in hexadecimal groups is still an IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return { family: 'ipv4', text: [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.') };
  }
  return { family: 'ipv6', text };
};

/**
 * The address a client is counted by: an IPv4 address itself, an IPv6 address's /64 network, since one subscriber
 * usually holds a whole /64 and could otherwise step around every limit by changing its last 64 bits.
 */
export const clientGroup = (address: IpAddress): string =>
  address.family === 'ipv4' ? address.text : `${address.text.split(':').slice(0, 4).join(':')}::/64`;
