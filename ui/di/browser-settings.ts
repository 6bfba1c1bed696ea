import { ERROR_REPORTING_DSN_META } from './error-reporting-dsn';
import { RECAPTCHA_SITE_KEY_META } from './recaptcha-site-key';

/** The meta elements that hand the browser the Google and Apple OAuth client ids, when they are configured. */
export const GOOGLE_CLIENT_ID_META = 'google-client-id';
export const APPLE_CLIENT_ID_META = 'apple-client-id';

/** The server's settings a page hands on to the browser, each in the meta element named here when it is configured. */
export const BROWSER_SETTING_METAS = {
  errorReportingDsn: ERROR_REPORTING_DSN_META,
  recaptchaSiteKey: RECAPTCHA_SITE_KEY_META,
  googleClientId: GOOGLE_CLIENT_ID_META,
  appleClientId: APPLE_CLIENT_ID_META,
} as const;

export type BrowserSettingName = keyof typeof BROWSER_SETTING_METAS;

/**
 * Where the browser reports failures (`SENTRY_DSN`), the reCAPTCHA v3 site key (`RECAPTCHA_SITE_KEY`) and the Google
 * and Apple client ids (`GOOGLE_CLIENT_ID`, `APPLE_CLIENT_ID`); an unset one is absent, and its development stand-in
 * (the console, the development captcha, the development identity provider) is used.
 */
export type BrowserSettings = { readonly [K in BrowserSettingName]?: string };

/** The settings that are set, and none of the others (an empty one included). */
export const browserSettings = (values: { readonly [K in BrowserSettingName]: string | undefined }): BrowserSettings =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value));

/** The settings the page was rendered with. */
export const documentBrowserSettings = (doc: Document): BrowserSettings =>
  browserSettings(
    Object.fromEntries(
      Object.entries(BROWSER_SETTING_METAS).map(([name, meta]) => [
        name,
        doc.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content,
      ]),
    ) as { readonly [K in BrowserSettingName]: string | undefined },
  );
