import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppPlatform } from '#domain/shell/app-install-banner';
import { languageOf, type Locale } from '#domain/market/locale';
import { AppInstallBanner } from '#ui/components/app-banner/AppInstallBanner';
import { rememberAppBannerClosed } from '#ui/components/app-banner/app-banner-cookie';
import { LocaleProvider } from '#ui/i18n/locale-provider';
import { loadTranslations } from '#ui/i18n/translations';

const show = async (platform: AppPlatform | null, locale: Locale = 'en') =>
  render(
    <LocaleProvider locale={locale} brand="audiora" translations={await loadTranslations(languageOf(locale))}>
      <AppInstallBanner platform={platform} />
    </LocaleProvider>,
  );

const forget = () => {
  document.cookie = 'appBanner=; path=/; max-age=0';
};

describe('AppInstallBanner', () => {
  afterEach(forget);

  it("offers the app on Android, linking to Google Play in the market's language", async () => {
    await show('android', 'pl');
    // Its code is its own chunk, fetched as the page hydrates.
    const banner = await screen.findByRole('complementary', { name: 'Aplikacja Audiora' });
    const install = screen.getByRole('link', { name: 'Pobierz' });
    expect(banner.contains(install)).toBe(true);
    expect(install.getAttribute('href')).toContain('play.google.com');
    expect(install.getAttribute('href')).toContain('hl=pl');
  });

  it('offers the app on iOS, linking to the App Store', async () => {
    await show('ios');
    expect((await screen.findByRole('link', { name: 'Get the app' })).getAttribute('href')).toContain('apps.apple.com');
  });

  it('stays away when the server decided the request gets none', async () => {
    await show(null);
    expect(screen.queryByTestId('app-banner')).toBeNull();
  });

  it('closes for good: the button hides it and sets its cookie for the whole store', async () => {
    expect(document.cookie).not.toContain('appBanner');
    await show('android');
    fireEvent.click(await screen.findByRole('button', { name: 'Close app banner' }));
    expect(screen.queryByTestId('app-banner')).toBeNull();
    expect(document.cookie).toContain('appBanner=closed');
  });

  it('remembers the closing for a month, on every path, secure where the store is', () => {
    const page = (protocol: string) => ({ cookie: '', location: { protocol } }) as unknown as Document;
    const secure = page('https:');
    rememberAppBannerClosed(secure);
    expect(secure.cookie).toBe('appBanner=closed; path=/; max-age=2592000; samesite=lax; secure');
    const local = page('http:');
    rememberAppBannerClosed(local);
    expect(local.cookie).toBe('appBanner=closed; path=/; max-age=2592000; samesite=lax');
  });
});
