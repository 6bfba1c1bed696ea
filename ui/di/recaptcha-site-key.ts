/** The meta element that hands the browser the reCAPTCHA v3 site key (`RECAPTCHA_SITE_KEY`), when one is configured. */
export const RECAPTCHA_SITE_KEY_META = 'recaptcha-site-key';
