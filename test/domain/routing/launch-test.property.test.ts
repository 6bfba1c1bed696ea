import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartHost,
  cartHref,
  cartUrl,
  launchTestCookieAfter,
  launchTestCookieChange,
} from '#domain/routing/launch-test';
import { matchPath } from '#domain/routing/match-path';
import { localeArbitrary, routingContextArbitrary } from '#test/support/arbitraries/routing.arbitrary';

const hosts = { storefront: 'new.example', legacyStore: 'legacy.example' };
const otherParam = fc
  .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.string())
  .filter(([key]) => key !== 'fltest')
  .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);

describe('launch-test properties', () => {
  it('sends the cart to the new storefront exactly when the cookie is 1, and that URL is our cart route', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        localeArbitrary,
        routingContextArbitrary,
        (cookie, locale, ctx) => {
          expect(cartHost(cookie, hosts) === hosts.storefront).toBe(cookie === '1');
          const url = new URL(cartUrl(locale, cookie, hosts, ctx));
          expect(url.host).toBe(cartHost(cookie, hosts));
          if (cookie === '1') expect(matchPath(url.pathname, ctx)).toEqual({ name: 'cart', locale, params: {} });
          else expect(url.pathname).toBe(`/${locale}/cart`);
        },
      ),
    );
  });

  it('links the cart to our own cart route in the launch test or without a legacy store, else where cartUrl names', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.constant(hosts.legacyStore), { nil: undefined }),
        localeArbitrary,
        routingContextArbitrary,
        (cookie, legacyStore, locale, ctx) => {
          const href = cartHref(locale, cookie, legacyStore, ctx);
          if (cookie === '1' || legacyStore === undefined)
            expect(matchPath(href, ctx)).toEqual({ name: 'cart', locale, params: {} });
          else expect(href).toBe(cartUrl(locale, cookie, hosts, ctx));
        },
      ),
    );
  });

  it('makes the cookie what the query says, or leaves it as sent', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (search, sent) => {
        const change = launchTestCookieChange(search);
        const after = launchTestCookieAfter(change, sent);
        if (change.action === 'set') expect(after).toBe('1');
        else if (change.action === 'clear') expect(after).toBeUndefined();
        else expect(after).toBe(sent);
      }),
    );
  });

  it('lets the last fltest of a query decide, whatever other parameters surround it', () => {
    fc.assert(
      fc.property(
        fc.array(otherParam),
        fc.array(fc.constantFrom('0', '1', 'x', '')),
        fc.array(otherParam),
        (before, values, after) => {
          const search = `?${[...before, ...values.map((v) => `fltest=${v}`), ...after].join('&')}`;
          const last = values.at(-1);
          const expected = last === '1' ? 'set' : last === '0' ? 'clear' : 'keep';
          expect(launchTestCookieChange(search).action).toBe(expected);
        },
      ),
    );
  });
});
