import { describe, expect, it } from 'vitest';
import { clientOf, parseTrustedProxies, TrustProxyError } from '#server/shared/network/trusted-proxies';

const client = (peer: string, header: string | undefined, trust: string, kind: 'xff' | 'fwd' = 'xff') =>
  clientOf(peer, header, kind === 'xff' ? 'x-forwarded-for' : 'forwarded', parseTrustedProxies(trust))?.text ?? null;

describe('parseTrustedProxies', () => {
  it('trusts nobody by default', () => {
    for (const value of [undefined, '', ' ', 'false', '0'])
      expect(parseTrustedProxies(value)).toEqual({ kind: 'none' });
  });

  it('reads a hop count and refuses an absurd one', () => {
    expect(parseTrustedProxies('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(() => parseTrustedProxies('99')).toThrow(TrustProxyError);
  });

  it('refuses what is no address or network, naming it', () => {
    for (const value of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/x', '::1/129', '10.0.0.0/-1'])
      expect(() => parseTrustedProxies(value), value).toThrow(/is not an address|prefix length/);
  });
});

describe('clientOf', () => {
  it('takes the socket peer and ignores the headers when no proxy is trusted', () => {
    expect(client('198.51.100.4', '203.0.113.1', '')).toBe('198.51.100.4');
  });

  it('takes the entry the trusted hops appended, never one the client wrote before them', () => {
    // The client wrote 6.6.6.6 itself; the one trusted proxy appended the address it saw.
    expect(client('10.0.0.2', '6.6.6.6, 203.0.113.1', '1')).toBe('203.0.113.1');
    expect(client('10.0.0.2', '6.6.6.6, 203.0.113.1, 10.0.0.9', '2')).toBe('203.0.113.1');
    // Fewer entries than trusted hops: the oldest there is.
    expect(client('10.0.0.2', '203.0.113.1', '3')).toBe('203.0.113.1');
    expect(client('10.0.0.2', undefined, '1')).toBe('10.0.0.2');
  });

  it('walks back through trusted addresses and stops at the first that is not', () => {
    const trust = '10.0.0.0/8, loopback';
    expect(client('127.0.0.1', '6.6.6.6, 203.0.113.1, 10.1.2.3', trust)).toBe('203.0.113.1');
    expect(client('::1', '203.0.113.1', trust)).toBe('203.0.113.1');
    // A peer outside the list is the client, whatever the header says.
    expect(client('198.51.100.4', '203.0.113.1', trust)).toBe('198.51.100.4');
    // A forged private address before an untrusted one is never reached.
    expect(client('10.0.0.2', '10.9.9.9, 203.0.113.1', trust)).toBe('203.0.113.1');
  });

  it('trusts the private networks by name, IPv6 included', () => {
    expect(client('fd00::5', '2001:db8::7', 'private')).toBe('2001:0db8:0000:0000:0000:0000:0000:0007');
    expect(client('192.168.1.1', '203.0.113.1', 'private')).toBe('203.0.113.1');
  });

  it('reads the Forwarded header, with quotes, ports and brackets', () => {
    const header = 'for=6.6.6.6, for="[2001:db8:cafe::17]:4711";proto=https, For=192.0.2.60:8080;by=10.0.0.1';
    expect(client('10.0.0.1', header, '1', 'fwd')).toBe('192.0.2.60');
    expect(client('10.0.0.1', header, '2', 'fwd')).toBe('2001:0db8:cafe:0000:0000:0000:0000:0017');
  });

  it('names no client when the trusted proxy wrote none it can read', () => {
    expect(client('10.0.0.1', 'for=_hidden', '1', 'fwd')).toBeNull();
    expect(client('10.0.0.1', 'unknown', '1')).toBeNull();
  });
});
