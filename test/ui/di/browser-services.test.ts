import { afterEach, describe, expect, it } from 'vitest';
import { TOKENS } from '#infrastructure/composition/tokens';
import { loadBrowserServices } from '#ui/di/browser-services';
import { ERROR_REPORTING_DSN_META } from '#ui/di/error-reporting-dsn';
import { APPLE_CLIENT_ID_META, GOOGLE_CLIENT_ID_META } from '#ui/di/browser-settings';
import { RECAPTCHA_SITE_KEY_META } from '#ui/di/recaptcha-site-key';

const meta = (name: string, content: string) => {
  const element = document.createElement('meta');
  element.name = name;
  element.content = content;
  document.head.append(element);
};

describe('loadBrowserServices', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('configures the container from the page: its origin, brand and error-reporting DSN', async () => {
    meta('application-name', 'vox');
    meta(ERROR_REPORTING_DSN_META, 'https://key@errors.example/7');
    const config = (await loadBrowserServices(window)).get(TOKENS.Config);
    expect(config).toEqual({
      apiOrigin: window.location.origin,
      brand: 'vox',
      userAgent: navigator.userAgent,
      errorReportingDsn: 'https://key@errors.example/7',
    });
  });

  it('takes the default brand and no DSN from a page that names neither', async () => {
    const config = (await loadBrowserServices(window)).get(TOKENS.Config);
    expect(config.brand).toBe('audiora');
    expect(config).not.toHaveProperty('errorReportingDsn');
    expect(config).not.toHaveProperty('recaptchaSiteKey');
    expect(config).not.toHaveProperty('googleClientId');
    expect(config).not.toHaveProperty('appleClientId');
  });

  it("hands sign-in's captcha the reCAPTCHA site key the page names", async () => {
    meta(RECAPTCHA_SITE_KEY_META, '6Lc-site-key-0000');
    const config = (await loadBrowserServices(window)).get(TOKENS.Config);
    expect(config.recaptchaSiteKey).toBe('6Lc-site-key-0000');
  });

  it('hands sign-in the Google and Apple client ids the page names, each on its own', async () => {
    meta(GOOGLE_CLIENT_ID_META, '1234-web.apps.googleusercontent.com');
    const google = (await loadBrowserServices(window)).get(TOKENS.Config);
    expect(google.googleClientId).toBe('1234-web.apps.googleusercontent.com');
    expect(google).not.toHaveProperty('appleClientId');

    meta(APPLE_CLIENT_ID_META, '');
    expect((await loadBrowserServices(window)).get(TOKENS.Config)).not.toHaveProperty('appleClientId');

    document.head.querySelector(`meta[name="${APPLE_CLIENT_ID_META}"]`)?.remove();
    meta(APPLE_CLIENT_ID_META, 'com.audiora.web');
    expect((await loadBrowserServices(window)).get(TOKENS.Config)).toMatchObject({
      googleClientId: '1234-web.apps.googleusercontent.com',
      appleClientId: 'com.audiora.web',
    });
  });
});
