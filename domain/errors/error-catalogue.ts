/** Spec §8: how a failure reaches the user: a toast, a redirect, a message in the form, or only a log line. */
export type ErrorKind = 'toast' | 'redirect' | 'inline' | 'log';

/** Spec §3 toast fields this catalogue fixes: i18n keys of title, message and action text, and auto-closing. */
export interface ToastKeys {
  readonly title: string;
  readonly message: string | null;
  readonly action: string | null;
  readonly autoClose: boolean;
}

/** Spec §8: one catalogue entry; `reported` sends it to the error-reporting service, `logged` writes a log line. */
export interface ErrorEntry {
  readonly kind: ErrorKind;
  readonly reported: boolean;
  readonly logged: boolean;
  readonly toast: ToastKeys | null;
  readonly redirectTo: 'signIn' | null;
}

const GENERIC_TOAST = {
  title: 'common.generic_error.title',
  message: 'common.generic_error.message',
  action: null,
  autoClose: true,
} as const;

const PROVIDER_TOAST = {
  title: 'auth.provider_auth.error.title',
  message: 'auth.provider_auth.error.message',
  action: null,
  autoClose: true,
} as const;

const toast = <const T extends ToastKeys>(keys: T, reported: boolean) =>
  ({ kind: 'toast', reported, logged: false, toast: keys, redirectTo: null }) as const;

const logOnly = (reported: boolean) =>
  ({ kind: 'log', reported, logged: true, toast: null, redirectTo: null }) as const;

/**
 * Spec §8 error catalogue. Each code is the i18n key (or key prefix of a toast's .title/.message) or
 * the exact message the spec raises; failures go to the error-reporting service, notices and
 * expected user mistakes (bad credentials, not signed in) do not.
 */
export const ERROR_CATALOGUE = {
  'common.generic_error': toast(GENERIC_TOAST, true),
  'player.stop_playback': toast(
    { title: 'player.stop_playback.title', message: 'player.stop_playback.message', action: null, autoClose: false },
    false,
  ),
  'favourites.removed': toast(
    { title: 'favourites.removed', message: null, action: 'favourites.removed_cta', autoClose: true },
    false,
  ),
  'auth.sign_in.err_message': { kind: 'inline', reported: false, logged: false, toast: null, redirectTo: null },
  'auth.provider_auth.error': toast(PROVIDER_TOAST, true),
  'Missing token': toast(PROVIDER_TOAST, true),
  'stream-media-not-found': toast(GENERIC_TOAST, true),
  'Stream media not found': logOnly(false),
  UserNotAuthenticated: { kind: 'redirect', reported: false, logged: false, toast: null, redirectTo: 'signIn' },
  'Recaptcha has not been loaded': logOnly(true),
  'ReCaptcha sitekey is not defined': logOnly(true),
  'Failed to create searchIndex': logOnly(true),
  'Failed to fetch profile JSON': logOnly(true),
} as const satisfies Readonly<Record<string, ErrorEntry>>;

/** Spec §8: every code of the error catalogue. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Spec §8: the favourite-removal toast keys (title and undo action). */
export const FAVOURITE_REMOVED_TOAST = ERROR_CATALOGUE['favourites.removed'].toast;

/** Spec §8: whether a string is a code of the catalogue. */
export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ERROR_CATALOGUE, value);

/** Spec §8: the entry of a code; an unknown code is treated as the generic error toast (reported). */
export const errorEntryFor = (code: string): ErrorEntry =>
  isErrorCode(code) ? ERROR_CATALOGUE[code] : ERROR_CATALOGUE['common.generic_error'];
