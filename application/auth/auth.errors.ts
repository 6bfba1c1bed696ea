import type { SignUpFieldError } from '#domain/auth/sign-up';

/** Expected failures of the session calls; the codes double as i18n keys. */
export type SessionError =
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'SESSION.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };

/** Expected failures of signing in (spec §8 auth.sign_in.err_message covers the credentials and the captcha). */
export type SignInError =
  | { readonly code: 'AUTH.BAD_CREDENTIALS' }
  | { readonly code: 'AUTH.CAPTCHA_FAILED' }
  | { readonly code: 'AUTH.TOO_MANY_ATTEMPTS' }
  | { readonly code: 'SESSION.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };

/** Expected failures of signing up; `AUTH.SIGN_UP_INVALID` carries the server's (or the form's) field errors. */
export type SignUpError =
  | { readonly code: 'AUTH.SIGN_UP_INVALID'; readonly errors: readonly SignUpFieldError[] }
  | { readonly code: 'AUTH.TOO_MANY_ATTEMPTS' }
  | { readonly code: 'SESSION.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };

/** Why no captcha token could be had (spec §8 captcha errors). */
export type CaptchaError = { readonly code: 'CAPTCHA.UNAVAILABLE'; readonly reason: string };

/**
 * Expected failures of a password reset: a link unknown, used or expired; a new password the server's policy refuses
 * (its code, as sign-up names it: BLANK, TOO_SHORT, TOO_LONG, TOO_COMMON, INVALID_CHARACTERS); an address that cannot
 * be one; throttling.
 */
export type PasswordResetError =
  | { readonly code: 'RESET.INVALID_EMAIL' }
  | { readonly code: 'RESET.LINK_UNKNOWN' }
  | { readonly code: 'RESET.LINK_USED' }
  | { readonly code: 'RESET.LINK_EXPIRED' }
  | { readonly code: 'RESET.PASSWORD_REFUSED'; readonly reason: string }
  | { readonly code: 'AUTH.TOO_MANY_ATTEMPTS' }
  | { readonly code: 'SESSION.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };

/** Why an identity provider gave no id_token (spec §8: 'Missing token' when it answered without one). */
export type IdentityProviderError = { readonly code: 'IDENTITY.PROVIDER_FAILED'; readonly reason: string };

/** Expected failures of SignInWithGoogleForWeb / SignInWithAppleForWeb: a token the API does not trust, throttling. */
export type SocialSignInError =
  | { readonly code: 'AUTH.ID_TOKEN_REJECTED' }
  | { readonly code: 'AUTH.TOO_MANY_ATTEMPTS' }
  | { readonly code: 'SESSION.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };

/** Expected failures of signing in with Google or Apple (spec §8 shows each as the auth.provider_auth.error toast). */
export type ProviderSignInError = IdentityProviderError | SocialSignInError;

/**
 * Expected failures of confirming a device's sign-in in the browser: a code unknown (or expired, or already decided),
 * one that cannot be a code, too many wrong codes, no session.
 */
export type DeviceSignInError =
  | { readonly code: 'DEVICE.CODE_UNKNOWN' }
  | { readonly code: 'DEVICE.CODE_INVALID' }
  | { readonly code: 'AUTH.TOO_MANY_ATTEMPTS' }
  | { readonly code: 'AUTH.NOT_SIGNED_IN' }
  | { readonly code: 'SESSION.UNAVAILABLE' }
  | { readonly code: 'API.MAINTENANCE' };
