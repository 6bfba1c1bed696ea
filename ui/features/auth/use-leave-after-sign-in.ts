import { useCallback } from 'react';
import { REDIRECT_PARAM } from '#domain/navigation/safe-redirect';
import { type ServiceContainer, TOKENS } from '#infrastructure/composition/tokens';
import { useRoutePath } from '../../routes/use-route-path';
import { usePageLocale } from '#ui/i18n/locale-provider';

/** The longest a sign-in waits for the visitor's cart to reach the store before it leaves anyway. */
const HAND_OVER_WAIT_MS = 4_000;

/**
 * Spec §4, §5: after signing in, to `destination` if the page chose one, else to redirectTo (else the target a
 * protected action stored) when the safe-redirect rule accepts it, else to the market's home. A page load, so that
 * every part of the next page is rendered signed in; it waits (briefly) until the titles this browser kept for the
 * visitor are in the store's cart, or the next page (often the cart) would be rendered without some of them.
 */
export const useLeaveAfterSignIn = (
  allowedHosts: readonly string[],
): ((container: ServiceContainer, destination?: string) => Promise<void>) => {
  const path = useRoutePath();
  const { locale } = usePageLocale();
  return useCallback(
    async (container, chosen) => {
      const redirectTo = new URLSearchParams(window.location.search).get(REDIRECT_PARAM);
      const destination =
        chosen ?? container.get(TOKENS.LeaveAfterSignIn).execute({ redirectTo, home: path('home', {}), allowedHosts });
      const handedOver = container
        .get(TOKENS.MergeGuestCart)
        .execute({ locale })
        .catch(() => 0);
      await Promise.race([handedOver, new Promise((resolve) => setTimeout(resolve, HAND_OVER_WAIT_MS))]);
      window.location.assign(destination);
    },
    [path, allowedHosts, locale],
  );
};

/** The `?redirectTo=…` of a page URL's query, to pass on between the sign-in and sign-up pages, or nothing. */
export const redirectQueryOf = (search: string): string => {
  const requested = new URLSearchParams(search).get(REDIRECT_PARAM);
  return requested === null ? '' : `?${new URLSearchParams({ [REDIRECT_PARAM]: requested })}`;
};

/** A text field of a submitted form ('' when absent, or a file). */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
