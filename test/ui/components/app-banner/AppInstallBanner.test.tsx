import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContainerConfig } from '#infrastructure/composition/container-config';
import type { CookieJar } from '#infrastructure/browser/document-cookies';
import { TOKENS } from '#infrastructure/composition/tokens';
import { APP_BANNER_CLOSED_DAYS, AppInstallBanner } from '#ui/components/app-banner/AppInstallBanner';
import { renderConnected, service } from '../search/connected-render';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

class MemoryCookies implements CookieJar {
  readonly values = new Map<string, string>();
  readonly writes: string[] = [];

  get(name: string) {
    return this.values.get(name);
  }

  set(name: string, value: string, maxAgeDays: number | null) {
    this.writes.push(`${name}=${value};${maxAgeDays}`);
    this.values.set(name, value);
  }
}

const setup = (userAgent: string, cookies = new MemoryCookies(), locale: 'en' | 'pl' = 'en') => {
  const config: ContainerConfig = { apiOrigin: 'https://audiora.test', brand: 'audiora', userAgent };
  return renderConnected(<AppInstallBanner />, {
    locale,
    services: [service(TOKENS.Cookies, cookies), service(TOKENS.Config, config)],
  }).then(async () => {
    await act(async () => undefined);
    return cookies;
  });
};

describe('AppInstallBanner', () => {
  // The banner's code is its own chunk, loaded beside the container; fetched once here, it renders in place.
  beforeAll(() => AppInstallBanner.preload());

  it("offers the app on Android, linking to Google Play in the market's language", async () => {
    await setup(ANDROID, undefined, 'pl');
    const banner = screen.getByRole('complementary', { name: 'Aplikacja Audiora' });
    const install = screen.getByRole('link', { name: 'Pobierz' });
    expect(banner.contains(install)).toBe(true);
    expect(install.getAttribute('href')).toContain('play.google.com');
    expect(install.getAttribute('href')).toContain('hl=pl');
  });

  it('offers the app on iOS, linking to the App Store', async () => {
    await setup(IPHONE);
    expect(screen.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toContain('apps.apple.com');
  });

  it('stays away on other user agents and once its cookie says it was closed', async () => {
    await setup(DESKTOP);
    expect(screen.queryByTestId('app-banner')).toBeNull();
    const closed = new MemoryCookies();
    closed.values.set('appBanner', 'closed');
    await setup(ANDROID, closed);
    expect(screen.queryByTestId('app-banner')).toBeNull();
  });

  it('closes for good: the button hides it and sets its cookie', async () => {
    const cookies = await setup(ANDROID);
    fireEvent.click(screen.getByRole('button', { name: 'Close app banner' }));
    expect(screen.queryByTestId('app-banner')).toBeNull();
    expect(cookies.writes).toEqual([`appBanner=closed;${APP_BANNER_CLOSED_DAYS}`]);
  });
});
