/** The meta element that hands the browser the reCAPTCHA v3 site key (`RECAPTCHA_SITE_KEY`), when one is configured. */
export const RECAPTCHA_SITE_KEY_META = 'recaptcha-site-key';

/** The reCAPTCHA site key the page was rendered with; none when sign-in asks the development captcha. */
export const documentRecaptchaSiteKey = (doc: Document): string | undefined =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${RECAPTCHA_SITE_KEY_META}"]`)?.content || undefined;
