import { useCallback } from 'react';
import { REDIRECT_PARAM } from '#domain/navigation/safe-redirect';
import { type ServiceContainer, TOKENS } from '#infrastructure/composition/tokens';
import { useRoutePath } from '../../routes/use-route-path';

/**
 * Spec §4, §5: after signing in, to redirectTo (else the target a protected action stored) when the safe-redirect
 * rule accepts it, else to the market's home. A page load, so that every part of the next page is rendered signed in.
 */
export const useLeaveAfterSignIn = (allowedHosts: readonly string[]): ((container: ServiceContainer) => void) => {
  const path = useRoutePath();
  return useCallback(
    (container) => {
      const redirectTo = new URLSearchParams(window.location.search).get(REDIRECT_PARAM);
      const destination = container
        .get(TOKENS.LeaveAfterSignIn)
        .execute({ redirectTo, home: path('home', {}), allowedHosts });
      window.location.assign(destination);
    },
    [path, allowedHosts],
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
