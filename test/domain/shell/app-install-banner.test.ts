import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_BANNER_COOKIE,
  appInstallBannerFor,
  appPlatformOf,
  shouldShowAppInstallBanner,
} from '#domain/shell/app-install-banner';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Version/16.6 Mobile Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

describe('app-install banner (spec §2)', () => {
  it.each([
    [ANDROID, 'android'],
    [IPHONE, 'ios'],
    [IPAD, 'ios'],
    [DESKTOP, undefined],
    [MAC, undefined],
    ['', undefined],
  ])('%s -> %s', (userAgent, platform) => {
    expect(appPlatformOf(userAgent)).toBe(platform);
  });

  it.each([
    [ANDROID, undefined, true],
    [IPHONE, undefined, true],
    [IPHONE, 'closed', false],
    [ANDROID, 'closed', false],
    [ANDROID, 'something-else', true],
    [DESKTOP, undefined, false],
  ])('%s with cookie %j shows: %s', (userAgent, cookie, expected) => {
    expect(shouldShowAppInstallBanner(userAgent, cookie)).toBe(expected);
  });

  it('gives a request the banner of its platform exactly when the banner shows, and none otherwise', () => {
    const userAgent = fc.oneof(fc.constantFrom(ANDROID, IPHONE, IPAD, DESKTOP, MAC), fc.string());
    const cookie = fc.option(fc.oneof(fc.constant('closed'), fc.string()), { nil: undefined });
    fc.assert(
      fc.property(userAgent, cookie, (agent, value) => {
        const banner = appInstallBannerFor(agent, value);
        expect(banner).toBe(shouldShowAppInstallBanner(agent, value) ? appPlatformOf(agent) : null);
        if (value === APP_BANNER_COOKIE.closedValue) expect(banner).toBeNull();
      }),
    );
  });

  it('closes with its own cookie', () => {
    expect(APP_BANNER_COOKIE.closedValue).toBe('closed');
  });
});
