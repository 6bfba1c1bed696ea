import { INITIAL_AUTH_STATE } from '#domain/auth/auth-state';
import { lazyWithServices } from '#ui/di/lazy-with-services';
import { sessionView } from '../session/session-view';
import { ClubPromoBar, type ClubPromoBarProps } from './ClubPromoBar';

export type SessionClubPromoBarProps = Omit<ClubPromoBarProps, 'userStatus' | 'isClubMember'> & {
  /** The request carried the loggedIn cookie: the user may be a member, so nothing shows until the check answers. */
  readonly signedInHint: boolean;
};

/** The bar as the server rendered it, from what the request told: before the auth check, no one is a member yet. */
function ClubPromoBarAsRendered({ signedInHint, ...props }: SessionClubPromoBarProps) {
  const auth = sessionView(INITIAL_AUTH_STATE, signedInHint, false);
  return <ClubPromoBar {...props} userStatus={auth.status} isClubMember={false} />;
}

/**
 * The club promo bound to the auth store. A visitor without the loggedIn cookie is known on the server, which renders
 * the bar (nothing shifts); with the cookie nothing is reserved and the bar appears only if the check finds no member.
 */
export const SessionClubPromoBar = lazyWithServices<SessionClubPromoBarProps>(() => import('./ConnectedClubPromoBar'), {
  fallback: (props) => <ClubPromoBarAsRendered {...props} />,
});
