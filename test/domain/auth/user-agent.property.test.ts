import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceNameOf, devicePartsOfName, userAgentParts } from '#domain/auth/user-agent';

const BROWSERS = [
  'Audiora CLI',
  'Edge',
  'Opera',
  'Samsung Internet',
  'Firefox',
  'Chromium',
  'Chrome',
  'Safari',
  'curl',
  'Node.js',
];
const SYSTEMS = ['Android', 'iOS', 'ChromeOS', 'Windows', 'macOS', 'Linux'];
const parts = fc.record({
  browser: fc.option(fc.constantFrom(...BROWSERS), { nil: null }),
  system: fc.option(fc.constantFrom(...SYSTEMS), { nil: null }),
});

describe('device names (issue 21 associated devices)', () => {
  it('reads every name the API makes back into the parts it was made of', () => {
    fc.assert(
      fc.property(parts, (made) => {
        expect(devicePartsOfName(deviceNameOf(made))).toEqual(made);
      }),
    );
  });

  it('reads a name only when the API would have made exactly that name from what it read', () => {
    const names = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.constantFrom(...BROWSERS, 'Browser', ''), fc.string(), fc.constantFrom(...SYSTEMS, ''))
        .map((p) => p.join(' on ')),
    );
    fc.assert(
      fc.property(names, (name) => {
        const read = devicePartsOfName(name);
        if (read !== null) expect(deviceNameOf(read)).toBe(name);
      }),
    );
  });

  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)', 'Browser on Linux'],
    ['curl/8.5.0', 'curl'],
    ['AudioraCli/1.0 (Node 20.20.2; Linux)', 'Audiora CLI on Linux'],
    ['AudioraCli/1.0 (Node 20.20.2; Mac OS X)', 'Audiora CLI on macOS'],
    ['', 'Unknown device'],
  ])('names %j %j, and reads it back', (userAgent, name) => {
    expect(deviceNameOf(userAgentParts(userAgent))).toBe(name);
    expect(devicePartsOfName(name)).toEqual(userAgentParts(userAgent));
  });

  it('leaves a name another client gave its device unread', () => {
    expect(devicePartsOfName('Ola’s kitchen speaker')).toBeNull();
    expect(devicePartsOfName('Firefox on BeOS')).toBeNull();
  });
});
