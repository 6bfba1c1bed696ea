import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { AccountError } from '#application/account/account.errors';
import { signUpErrorMessage } from '#domain/auth/sign-up';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import type { TranslationKey } from '#ui/i18n/translator';
import { LOGGED_IN_COOKIE_NAME } from '#ui/components/session/signed-in-hint';

/** The button a form of the panel was sent with (`intent`), one of those the page knows, else null. */
export const intentOf = <const I extends string>(form: FormData, intents: readonly I[]): I | null => {
  const intent = form.get('intent');
  return intents.find((known) => known === intent) ?? null;
};

/** A text field of a posted form, at most a thousand characters; absent is empty. */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 1_000) : '';
};

/**
 * The response headers of an answer after which this browser is signed out (its account deleted, its session ended):
 * the readable loggedIn flag goes, so the next page is rendered for a visitor even before any script runs.
 */
export const signedOutHereHeaders = (url: URL): HeadersInit => ({
  'Set-Cookie': `${LOGGED_IN_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax${url.protocol === 'https:' ? '; Secure' : ''}`,
  'Cache-Control': 'private, no-store',
});

/** What the listener reads under a password field the server refused: the password rules, or a wrong password. */
export const passwordErrorKey = (error: { readonly property: string; readonly reason: string }): TranslationKey => {
  if (error.reason === 'INVALID') return 'user_panel.profile.wrong_password';
  return signUpErrorMessage({ property: 'password', code: error.reason }).key as TranslationKey;
};

/** What a failed account action tells the listener, when it is not a field's own error. */
export const accountFailureKey = (error: AccountError): TranslationKey =>
  error.code === 'AUTH.TOO_MANY_ATTEMPTS' ? 'user_panel.account.throttled' : 'common.generic_error.message';

/**
 * Once the page says this browser was signed out, the auth store signs out here and in every other tab, the message
 * shows as a toast, and the listener goes on to `to`. Without JavaScript the page itself says so, with a link.
 */
export const useSignedOutHere = (signedOut: boolean, message: TranslationKey, to: string): void => {
  const authStore = useService(TOKENS.AuthStore);
  const toasts = useService(TOKENS.ToastPresenter);
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedOut) return;
    void authStore.signedOut().then(() => {
      toasts.show({ type: 'info', message });
      void navigate(to, { replace: true });
    });
  }, [signedOut, authStore, toasts, message, navigate, to]);
};
