import { lazyWithServices } from '#ui/di/lazy-with-services';
import type { ClubPromoBarProps } from './ClubPromoBar';
// The server renders the bar for visitors: its styles belong to the page's stylesheet.
import './ClubPromoBar.module.css';

export type SessionClubPromoBarProps = Omit<ClubPromoBarProps, 'userStatus' | 'isClubMember'> & {
  /** The request carried the loggedIn cookie: the user may be a member, so nothing shows until the check answers. */
  readonly signedInHint: boolean;
};

/**
 * The club promo bound to the auth store. A visitor without the loggedIn cookie is known on the server, which renders
 * the bar (nothing shifts); with the cookie nothing is reserved and the bar appears only if the check finds no member.
 */
export const SessionClubPromoBar = lazyWithServices<SessionClubPromoBarProps>(() => import('./ConnectedClubPromoBar'));
