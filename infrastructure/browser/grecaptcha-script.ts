import type { Grecaptcha } from './grecaptcha-captcha';
import type { ScriptDocumentLike, ScriptElementLike } from './script-loader';

/** Google's reCAPTCHA v3 script for the site key (its `render` parameter). */
export const grecaptchaScriptUrl = (siteKey: string): string =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

/**
 * Loads reCAPTCHA v3 once, when a token is first asked for (only the sign-in and sign-up pages ask), and answers its
 * global; undefined when the script failed, so that the next attempt tries again.
 */
export const grecaptchaScriptLoader = <E extends ScriptElementLike>(
  document: ScriptDocumentLike<E>,
  loaded: () => Grecaptcha | undefined,
): ((siteKey: string) => Promise<Grecaptcha | undefined>) => {
  let loading: Promise<Grecaptcha | undefined> | undefined;
  return (siteKey) => {
    const present = loaded();
    if (present) return Promise.resolve(present);
    loading ??= new Promise((resolve) => {
      const script = document.createElement('script');
      script.src = grecaptchaScriptUrl(siteKey);
      script.async = true;
      script.addEventListener('load', () => resolve(loaded()));
      script.addEventListener('error', () => {
        loading = undefined;
        resolve(undefined);
      });
      document.head.appendChild(script);
    });
    return loading;
  };
};
