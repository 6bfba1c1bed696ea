import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_HOSTS } from '#domain/market/product-hosts';
import { redirectPolicyFor, safeRedirect, safeRedirectPath } from '#domain/navigation/safe-redirect';
import { pathForTarget } from '#domain/routing/path-for';
import { localeArbitrary, routeTargetArbitrary } from '#test/support/arbitraries/routing.arbitrary';
import { anyCodePointString } from '#test/support/arbitraries/text.arbitrary';

const ORIGIN = 'https://www.audiora.example';
const policy = redirectPolicyFor(ORIGIN);
const allowedHosts = [...PRODUCT_HOSTS.ownDomains, ...PRODUCT_HOSTS.shortLinkHosts];

const PIECES = [
  '/',
  '//',
  '\\',
  '%2F',
  '%2f',
  '%5C',
  '%2e',
  '.',
  '..',
  '@',
  ':',
  '?',
  '#',
  '\t',
  '\n',
  '\u0000',
  ' ',
  '\u3000',
  'https:',
  'http:',
  'javascript:',
  'data:',
  'evil.example',
  'www.audiora.example',
  'audiora.example',
  'audiora.link',
  '[::1]',
  '0x7f.1',
  ':443',
  ':8080',
  'pl',
  'koszyk',
  'user:pass@',
];

const SCHEMES = ['', '', 'https:', 'http:', 'javascript:'];
const SEPARATORS = ['/', '//', '\\', '.', '..', '%2F', '%5C', '%2e', '\t'];
const HOSTS = [
  'evil.example',
  'evilaudiora.example',
  'audiora.link.evil.example',
  'audiora.example',
  'evil.example@www.audiora.example',
  'www.audiora.example@evil.example',
  '[::1]',
];

/** Inputs assembled from the pieces redirect attacks are made of, plus plain noise and real URLs. */
const hostileInput = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...SCHEMES),
        fc.array(fc.constantFrom(...SEPARATORS), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...HOSTS),
        fc.constantFrom('', '/pl', ':443/pl', '#www.audiora.example'),
      )
      .map((parts) => parts.flat().join('')),
  },
  fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
  anyCodePointString,
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom(...allowedHosts).chain((host) => fc.webPath().map((path) => `https://${host}${path}`)),
);

const isAllowed = (url: URL): boolean =>
  url.origin === ORIGIN || (url.protocol === 'https:' && allowedHosts.includes(url.host));

/** Relative paths with no tricks: encoded segments (no dot segments), an optional encoded query and fragment. */
const plainPath = fc
  .tuple(
    fc.array(
      fc.string({ minLength: 1, unit: 'grapheme' }).filter((s) => s !== '.' && s !== '..'),
      { minLength: 1, maxLength: 5 },
    ),
    fc.option(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), { nil: undefined }),
    fc.option(fc.stringMatching(/^[a-z0-9-]+$/), { nil: undefined }),
  )
  .map(([segments, query, fragment]) => {
    const path = `/${segments.map(encodeURIComponent).join('/')}`;
    const search = query === undefined ? '' : `?${new URLSearchParams(query).toString()}`;
    return `${path}${search === '?' ? '' : search}${fragment === undefined ? '' : `#${fragment}`}`;
  })
  .filter((path) => path.length <= 2048 && !/^\/(%2f|%5c)/i.test(path));

describe('safeRedirect properties (spec §5)', () => {
  it('accepts only targets that resolve, against the current origin, to an allowed origin', () => {
    fc.assert(
      fc.property(hostileInput, (input) => {
        const result = safeRedirect(input, policy);
        if (!result.ok) return;
        expect(isAllowed(new URL(result.value, ORIGIN))).toBe(true);
        // Accepted relative targets can never be read as another host by a browser.
        expect(result.value.startsWith('//')).toBe(false);
        expect(result.value).not.toMatch(/[\\\s]/);
      }),
      { numRuns: 2000 },
    );
  });

  it('never lets dot segments fold a relative path into a second host', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('.', '..', '%2e', '%2E', '%2e%2e', '.%2e', 'pl'), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('//', '///', '/%2F', '/%5C'),
        fc.constantFrom(...HOSTS),
        (dots, separator, host) => {
          const result = safeRedirect(`/${dots.join('/')}${separator}${host}`, policy);
          if (result.ok) expect(new URL(result.value, ORIGIN).origin).toBe(ORIGIN);
          if (result.ok) expect(result.value).not.toMatch(/^\/(\/|%2f|%5c)/i);
        },
      ),
    );
  });

  it('accepts relative paths without tricks unchanged', () => {
    fc.assert(
      fc.property(plainPath, (path) => {
        expect(safeRedirect(path, policy)).toEqual({ ok: true, value: path });
      }),
    );
  });

  it('accepts every storefront path pathFor builds unchanged', () => {
    fc.assert(
      fc.property(routeTargetArbitrary, localeArbitrary, (target, locale) => {
        const path = pathForTarget(target, locale, { product: 'audiora' });
        // A parameter of only dots is a dot segment the URL parser folds away; pathFor cannot prevent that.
        fc.pre(!path.split('/').some((s) => s === '.' || s === '..'));
        expect(safeRedirect(path, policy)).toEqual({ ok: true, value: path });
      }),
    );
  });

  it('rejects every URL on a host outside the allow-list', () => {
    fc.assert(
      fc.property(
        fc
          .webUrl({
            withQueryParameters: true,
            withFragments: true,
            authoritySettings: {
              withIPv4: true,
              withIPv6: true,
              withIPv4Extended: true,
              withUserInfo: true,
              withPort: true,
            },
          })
          .filter((url) => !allowedHosts.includes(new URL(url).host) && new URL(url).origin !== ORIGIN),
        (url) => {
          expect(safeRedirect(url, policy).ok).toBe(false);
        },
      ),
    );
  });

  it('is idempotent: an accepted target is accepted again as itself', () => {
    fc.assert(
      fc.property(hostileInput, (input) => {
        const first = safeRedirect(input, policy);
        if (first.ok) expect(safeRedirect(first.value, policy)).toEqual(first);
      }),
    );
  });
});

describe('safeRedirectPath properties', () => {
  const LOCAL = 'http://localhost:3000';

  it('whatever it accepts is a path that resolves to this origin, and is itself accepted unchanged', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileInput,
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (input) => {
          const result = safeRedirectPath(input, LOCAL);
          if (!result.ok) return;
          expect(new URL(result.value, LOCAL).origin).toBe(LOCAL);
          expect(result.value.startsWith('/') && !result.value.startsWith('//')).toBe(true);
          expect(result.value).not.toContain('#');
          expect(safeRedirectPath(result.value, LOCAL)).toEqual(result);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('accepts what safeRedirect accepts as a relative path, less its fragment', () => {
    fc.assert(
      fc.property(plainPath, (path) => {
        expect(safeRedirectPath(path, LOCAL)).toEqual({ ok: true, value: path.split('#')[0] });
      }),
    );
  });
});
