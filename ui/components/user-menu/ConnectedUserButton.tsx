import { lazy, Suspense, useEffect, useRef } from 'react';
import { isAlphaTesterState, isAuthSettled } from '#domain/auth/auth-state';
import { MARKETS } from '#domain/market/markets';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { usePageLocale } from '#ui/i18n/locale-provider';
import { useRoutePath } from '#ui/routes/use-route-path';
import { useSessionView } from '../session/use-session-view';
import { SignInLink } from './SignInLink';
import { AuthSpinner, type UserButtonProps } from './UserButton';

// Only signed-in users need the menu (and its marquee): visitors never download it.
const loadAccountMenu = () => import('./AccountMenu').then((module) => ({ default: module.AccountMenu }));
const AccountMenu = lazy(loadAccountMenu);

/** The user button bound to the auth store: starts the auth check once, signs out through the use case. */
export default function ConnectedUserButton({ signedInHint }: UserButtonProps) {
  const { locale } = usePageLocale();
  const path = useRoutePath();
  const authStore = useService(TOKENS.AuthStore);
  const signOut = useService(TOKENS.SignOut);
  const toasts = useService(TOKENS.ToastPresenter);
  const auth = useSessionView(signedInHint);
  const signInLink = useRef<HTMLAnchorElement>(null);
  const focusSignInNext = useRef(false);

  useEffect(() => {
    void authStore.start();
  }, [authStore]);

  // A returning user's menu code is fetched beside the auth check, not after its answer.
  useEffect(() => {
    if (signedInHint) loadAccountMenu().catch(() => undefined);
  }, [signedInHint]);

  // Signing out removes the menu that had focus: the sign-in link that replaces it takes focus instead.
  useEffect(() => {
    if (auth.user === null && focusSignInNext.current) {
      focusSignInNext.current = false;
      signInLink.current?.focus();
    }
  }, [auth.user]);

  if (!isAuthSettled(auth)) return <AuthSpinner />;
  if (auth.user === null) return <SignInLink ref={signInLink} to={path('signIn', {})} />;
  return (
    <Suspense fallback={<AuthSpinner />}>
      <AccountMenu
        email={auth.user.email}
        isClubMember={auth.user.isClubMember}
        isAlphaTester={isAlphaTesterState(auth)}
        links={{
          favourites: path('favourites', {}),
          shelf: path('shelf', {}),
          recentlyPlayed: path('recentlyPlayed', {}),
          profile: path('userPanel_profile', {}),
        }}
        onSignOut={() => {
          focusSignInNext.current = true;
          void signOut.execute({ catalogId: MARKETS[locale].catalogId }).then((result) => {
            if (result.ok) return;
            focusSignInNext.current = false;
            toasts.show({
              type: 'error',
              title: 'common.generic_error.title',
              message: 'common.generic_error.message',
            });
          });
        }}
      />
    </Suspense>
  );
}
