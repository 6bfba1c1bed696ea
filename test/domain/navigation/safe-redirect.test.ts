import { describe, expect, it } from 'vitest';
import {
  MAX_REDIRECT_TARGET_LENGTH,
  type RedirectRejectionReason,
  redirectPolicyFor,
  safeRedirect,
  safeRedirectPath,
} from '#domain/navigation/safe-redirect';

const ORIGIN = 'https://www.audiora.example';
const policy = redirectPolicyFor(ORIGIN);

describe('safeRedirect (spec §5: redirectTo only relative, same host, own domains or short-link host)', () => {
  it.each([
    ['/pl/koszyk', '/pl/koszyk'],
    ['/pl', '/pl'],
    ['/pl/szukaj?phrase=kot#wyniki', '/pl/szukaj?phrase=kot#wyniki'],
    ['/en/search/a%2Fb', '/en/search/a%2Fb'],
    ['/pl/a/../koszyk', '/pl/koszyk'],
    ['/pl/%2e%2e/cz/kosik', '/cz/kosik'],
    ['/pl/ż', '/pl/%C5%BC'],
    ['/%C0%AF%C0%AFevil.example', '/%C0%AF%C0%AFevil.example'],
    ['https://www.audiora.example/pl/koszyk', 'https://www.audiora.example/pl/koszyk'],
    ['HTTPS://WWW.AUDIORA.EXAMPLE/pl', 'https://www.audiora.example/pl'],
    ['https://audiora.example/pl/koszyk', 'https://audiora.example/pl/koszyk'],
    ['https://club.audiora.example/pl', 'https://club.audiora.example/pl'],
    ['https://store.audiora.example/pl/cart', 'https://store.audiora.example/pl/cart'],
    ['https://audiora.link/a/42', 'https://audiora.link/a/42'],
    ['https://www.audiora.example:443/pl', 'https://www.audiora.example/pl'],
  ])('accepts %j as %j', (input, target) => {
    expect(safeRedirect(input, policy)).toEqual({ ok: true, value: target });
  });

  it.each<[string, RedirectRejectionReason]>([
    ['', 'empty'],
    ['//evil.example', 'foreign-origin'],
    ['//evil.example/pl/koszyk', 'foreign-origin'],
    ['///evil.example', 'foreign-origin'],
    ['/\\evil.example', 'backslash'],
    ['\\\\evil.example', 'backslash'],
    ['\\/evil.example', 'backslash'],
    ['/\\/evil.example', 'backslash'],
    ['https:\\\\evil.example', 'backslash'],
    ['/%2F%2Fevil.example', 'encoded-separator'],
    ['/%2f%2fevil.example', 'encoded-separator'],
    ['/%2F/evil.example', 'encoded-separator'],
    ['/%5Cevil.example', 'encoded-separator'],
    ['/%5c%5cevil.example', 'encoded-separator'],
    ['%2f%2fevil.example', 'not-path-absolute'],
    ['%2F%2Fevil.example', 'not-path-absolute'],
    ['/.//evil.example', 'protocol-relative'],
    ['/..//evil.example', 'protocol-relative'],
    ['/%2e//evil.example', 'protocol-relative'],
    ['\t//evil.example', 'control-or-space'],
    ['/\t/evil.example', 'control-or-space'],
    ['\n//evil.example', 'control-or-space'],
    ['/\r\n/evil.example', 'control-or-space'],
    ['\u0000/pl', 'control-or-space'],
    ['\u001f//evil.example', 'control-or-space'],
    [' //evil.example', 'control-or-space'],
    ['/pl ', 'control-or-space'],
    ['\u0085//evil.example', 'control-or-space'],
    ['java\tscript:alert(1)', 'control-or-space'],
    ['javascript:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'scheme'],
    ['javascript://www.audiora.example/%0aalert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['blob:https://www.audiora.example/uuid', 'scheme'],
    ['ftp://audiora.example/x', 'scheme'],
    ['https://www.audiora.example@evil.example', 'credentials'],
    ['https://audiora.example@evil.example/pl', 'credentials'],
    ['https://evil.example@www.audiora.example/pl', 'credentials'],
    ['https://user:pass@www.audiora.example/pl', 'credentials'],
    ['https://www.audiora.example.evil.example', 'foreign-origin'],
    ['https://evil.example#www.audiora.example', 'foreign-origin'],
    ['https://evil.example?www.audiora.example', 'foreign-origin'],
    ['https://evil.example/www.audiora.example', 'foreign-origin'],
    ['https://evilaudiora.example', 'foreign-origin'],
    ['https://sub.audiora.example', 'foreign-origin'],
    ['https://www.audiora.example./pl', 'foreign-origin'],
    ['https://www.audiora.example:8443/pl', 'foreign-origin'],
    ['http://audiora.example/pl', 'foreign-origin'],
    ['http://www.audiora.example/pl', 'foreign-origin'],
    ['http:evil.example', 'foreign-origin'],
    ['https:evil.example', 'foreign-origin'],
    ['https:/evil.example', 'foreign-origin'],
    ['https://[::1]/pl', 'foreign-origin'],
    ['https://[::ffff:7f00:1]/pl', 'foreign-origin'],
    ['https://2130706433/pl', 'foreign-origin'],
    ['https://0x7f.1/pl', 'foreign-origin'],
    ['https://xn--audira-3ya.example/pl', 'foreign-origin'],
    ['https://audiorа.example/pl', 'foreign-origin'],
    ['https://audiora.link.evil.example/a/1', 'foreign-origin'],
    ['evil.example', 'not-path-absolute'],
    ['pl/koszyk', 'not-path-absolute'],
    ['?next=//evil.example', 'not-path-absolute'],
    ['#//evil.example', 'not-path-absolute'],
    ['https://', 'not-path-absolute'],
    [`/${'a'.repeat(MAX_REDIRECT_TARGET_LENGTH)}`, 'too-long'],
  ])('rejects %j (%s)', (input, reason) => {
    expect(safeRedirect(input, policy)).toEqual({ ok: false, error: { code: 'NAVIGATION.UNSAFE_REDIRECT', reason } });
  });

  it('allows http on the same origin when the storefront itself is served over http (development)', () => {
    const local = redirectPolicyFor('http://localhost:3000');
    expect(safeRedirect('http://localhost:3000/pl', local)).toEqual({ ok: true, value: 'http://localhost:3000/pl' });
    expect(safeRedirect('http://localhost:3001/pl', local).ok).toBe(false);
    expect(safeRedirect('/pl/koszyk', local)).toEqual({ ok: true, value: '/pl/koszyk' });
  });

  it('takes the allow-list from the given hosts', () => {
    const custom = redirectPolicyFor('https://shop.example', {
      storefront: 'shop.example',
      legacyStore: 'old.example',
      ownDomains: ['shop.example', 'brand.example'],
      shortLinkHosts: ['go.example'],
    });
    expect(safeRedirect('https://brand.example/x', custom).ok).toBe(true);
    expect(safeRedirect('https://go.example/a/1', custom).ok).toBe(true);
    expect(safeRedirect('https://audiora.example/x', custom).ok).toBe(false);
  });
});

describe('safeRedirectPath (the development identity provider sends the browser back to a path of this site)', () => {
  const LOCAL = 'http://localhost:3000';

  it.each([
    ['/pl/zaloguj', '/pl/zaloguj'],
    ['/pl/zaloguj?redirectTo=%2Fpl%2Fkoszyk', '/pl/zaloguj?redirectTo=%2Fpl%2Fkoszyk'],
    ['/a/../b', '/b'],
    ['/pl#fragment', '/pl'],
    ['/', '/'],
  ])('keeps %j as %j', (input, path) => {
    expect(safeRedirectPath(input, LOCAL)).toEqual({ ok: true, value: path });
  });

  it.each<[string, RedirectRejectionReason]>([
    ['https://evil.example', 'foreign-origin'],
    ['http://localhost:3000/pl', 'not-path-absolute'],
    ['https://audiora.example/pl', 'foreign-origin'],
    ['//evil.example', 'foreign-origin'],
    ['/.//evil.example', 'protocol-relative'],
    ['/a/..//evil.example', 'protocol-relative'],
    ['/%2F%2Fevil.example', 'encoded-separator'],
    ['/\\evil.example', 'backslash'],
    ['\\/evil.example', 'backslash'],
    ['/\t/evil.example', 'control-or-space'],
    ['/\r\n/evil.example', 'control-or-space'],
    ['/\u0085evil', 'control-or-space'],
    ['javascript:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'scheme'],
    ['http://localhost:3000@evil.example', 'credentials'],
    ['pl/zaloguj', 'not-path-absolute'],
    ['', 'empty'],
    [`/${'a'.repeat(MAX_REDIRECT_TARGET_LENGTH)}`, 'too-long'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(safeRedirectPath(input, LOCAL)).toEqual({
      ok: false,
      error: { code: 'NAVIGATION.UNSAFE_REDIRECT', reason },
    });
  });
});
