import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientGroup, parseIpAddress } from '#server/shared/network/ip-address';

describe('parseIpAddress', () => {
  it('reads IPv4 and IPv4 mapped into IPv6 as IPv4', () => {
    expect(parseIpAddress('192.0.2.7')).toEqual({ family: 'ipv4', text: '192.0.2.7' });
    expect(parseIpAddress('::ffff:192.0.2.7')).toEqual({ family: 'ipv4', text: '192.0.2.7' });
    expect(parseIpAddress('::FFFF:c000:0207')).toEqual({ family: 'ipv4', text: '192.0.2.7' });
  });

  it('writes IPv6 in eight full groups, without its zone', () => {
    expect(parseIpAddress('2001:DB8::1')?.text).toBe('2001:0db8:0000:0000:0000:0000:0000:0001');
    expect(parseIpAddress('::1')?.text).toBe('0000:0000:0000:0000:0000:0000:0000:0001');
    expect(parseIpAddress('fe80::1%eth0')?.text).toBe('fe80:0000:0000:0000:0000:0000:0000:0001');
    expect(parseIpAddress('64:ff9b::192.0.2.33')?.text).toBe('0064:ff9b:0000:0000:0000:0000:c000:0221');
  });

  it('refuses what is no address', () => {
    for (const text of ['', 'unknown', '_hidden', '256.1.1.1', '1.2.3', '2001:db8::1::2', '[::1]', 'example.com'])
      expect(parseIpAddress(text), text).toBeNull();
  });

  it('reads back every IPv6 address it writes, the same', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), (groups) => {
        fc.pre(!(groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff));
        const text = groups.map((g) => g.toString(16)).join(':');
        const parsed = parseIpAddress(text);
        expect(parsed?.family).toBe('ipv6');
        expect(parsed && parseIpAddress(parsed.text)).toEqual(parsed);
        expect(parsed?.text.split(':').map((g) => Number.parseInt(g, 16))).toEqual(groups);
      }),
    );
  });
});

describe('clientGroup', () => {
  it('counts an IPv4 client by its address and an IPv6 client by its /64', () => {
    const group = (text: string) => {
      const address = parseIpAddress(text);
      if (!address) throw new Error(text);
      return clientGroup(address);
    };
    expect(group('203.0.113.9')).toBe('203.0.113.9');
    expect(group('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(group('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(group('2001:db8:1:2::'));
    expect(group('2001:db8:1:3::1')).not.toBe(group('2001:db8:1:2::1'));
  });
});
