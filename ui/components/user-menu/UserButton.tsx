import { useTranslation } from '#ui/i18n/use-translation';
import { lazyWithServices } from '#ui/di/lazy-with-services';
import { useRoutePath } from '#ui/routes/use-route-path';
import { SignInLink } from './SignInLink';
import styles from './UserButton.module.css';

export interface UserButtonProps {
  /** The request carried the loggedIn cookie; without it the server already shows the sign-in link. */
  readonly signedInHint: boolean;
}

/** Spec §2: the spinner shown while the auth status is not fetched yet. */
export function AuthSpinner() {
  const { t } = useTranslation();
  return (
    <span className={styles.spinner} role="status" data-testid="auth-spinner">
      <span className="visually-hidden">{t('shell.user_menu.loading')}</span>
    </span>
  );
}

/** The button as the server rendered it: the sign-in link for a visitor, else the spinner until the check answers. */
function UserButtonAsRendered({ signedInHint }: UserButtonProps) {
  const path = useRoutePath();
  return signedInHint ? <AuthSpinner /> : <SignInLink to={path('signIn', {})} />;
}

/**
 * Spec §2 user button, for the top bar's account slot: a spinner until the auth status is fetched, the sign-in link
 * for visitors (rendered by the server when the request has no loggedIn cookie), and for signed-in users the avatar,
 * club badge, scrolling e-mail and account menu. Its code arrives with the container.
 */
export const UserButton = lazyWithServices<UserButtonProps>(() => import('./ConnectedUserButton'), {
  fallback: (props) => <UserButtonAsRendered {...props} />,
});
