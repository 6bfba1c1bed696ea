import { describe, expect, it } from 'vitest';
import { PRODUCT_HOSTS } from '#domain/market/product-hosts';
import { cartHost, cartUrl, LAUNCH_TEST_COOKIE, launchTestCookieChange } from '#domain/routing/launch-test';

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
});
