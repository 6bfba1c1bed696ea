/** Checks a captcha token a browser obtained for an action (sign-in sends one for `login`, spec §7). */
export interface CaptchaVerifier {
  /** True only when the token is genuine, fresh and was issued for this action. */
  verify(token: string, expectedAction: string, remoteAddress?: string): Promise<boolean>;
}

/** The action the storefront requests a token for before `AuthenticateForWeb`. */
export const LOGIN_CAPTCHA_ACTION = 'login';
