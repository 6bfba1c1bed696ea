import { describe, expect, it } from 'vitest';
import { PRODUCT_HOSTS } from '#domain/market/product-hosts';
import {
  cartHost,
  cartHref,
  cartUrl,
  LAUNCH_TEST_COOKIE,
  launchTestCookieAfter,
  launchTestCookieChange,
} from '#domain/routing/launch-test';

const hosts = { storefront: 'new.example', legacyStore: 'legacy.example' };
const ctx = { product: 'audiora' };

describe('cart host by launch-test cookie (spec §2, §9: fltest)', () => {
  it('names the cookie fltest', () => {
    expect(LAUNCH_TEST_COOKIE).toBe('fltest');
  });

  it.each([
    ['1', 'new.example'],
    [undefined, 'legacy.example'],
    ['0', 'legacy.example'],
    ['', 'legacy.example'],
    ['true', 'legacy.example'],
  ])('cookie %j sends the cart to %s', (cookie, host) => {
    expect(cartHost(cookie, hosts)).toBe(host);
  });

  it('reaches the localised cart on the new storefront and /{locale}/cart on the legacy store', () => {
    expect(cartUrl('pl', '1', hosts, ctx)).toBe('https://new.example/pl/koszyk');
    expect(cartUrl('cz', '1', hosts, ctx)).toBe('https://new.example/cz/kosik');
    expect(cartUrl('de', '1', hosts, ctx)).toBe('https://new.example/de/cart');
    expect(cartUrl('pl', undefined, hosts, ctx)).toBe('https://legacy.example/pl/cart');
    expect(cartUrl('pl', undefined, PRODUCT_HOSTS, ctx)).toBe('https://store.audiora.example/pl/cart');
  });

  it.each([
    ['?fltest=1', { action: 'set', name: 'fltest', value: '1' }],
    ['fltest=1', { action: 'set', name: 'fltest', value: '1' }],
    ['?phrase=kot&fltest=1', { action: 'set', name: 'fltest', value: '1' }],
    ['?fltest=0', { action: 'clear', name: 'fltest' }],
    ['?fltest=1&fltest=0', { action: 'clear', name: 'fltest' }],
    ['', { action: 'keep' }],
    ['?fltest', { action: 'keep' }],
    ['?fltest=yes', { action: 'keep' }],
    ['?FLTEST=1', { action: 'keep' }],
    ['?xfltest=1', { action: 'keep' }],
  ])('query %j -> %j', (search, change) => {
    expect(launchTestCookieChange(search)).toEqual(change);
  });

  it("links this storefront's localised cart route in the launch test, and the legacy store's cart otherwise", () => {
    expect(cartHref('pl', '1', hosts.legacyStore, ctx)).toBe('/pl/koszyk');
    expect(cartHref('cz', '1', hosts.legacyStore, ctx)).toBe('/cz/kosik');
    expect(cartHref('pl', undefined, hosts.legacyStore, ctx)).toBe('https://legacy.example/pl/cart');
    expect(cartHref('de', '0', PRODUCT_HOSTS.legacyStore, ctx)).toBe('https://store.audiora.example/de/cart');
  });

  it('keeps the cart on this storefront, whatever the cookie, where no legacy store runs', () => {
    expect(cartHref('pl', undefined, undefined, ctx)).toBe('/pl/koszyk');
    expect(cartHref('cz', '0', undefined, ctx)).toBe('/cz/kosik');
    expect(cartHref('de', '1', undefined, ctx)).toBe('/de/cart');
  });

  it.each([
    ['?fltest=1', undefined, '1'],
    ['?fltest=0', '1', undefined],
    ['', '1', '1'],
    ['?fltest=yes', undefined, undefined],
  ])('query %j with cookie %j leaves the cookie %j', (search, sent, after) => {
    expect(launchTestCookieAfter(launchTestCookieChange(search), sent)).toBe(after);
  });
});
