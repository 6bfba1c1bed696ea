import { CLUB_PROMO_COOKIE } from '#domain/shell/club-promo-bar';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { useSessionView } from '../session/use-session-view';
import { ClubPromoBar } from './ClubPromoBar';
import type { SessionClubPromoBarProps } from './SessionClubPromoBar';

/**
 * The promo bound to the auth state the shell shows: a visitor's is rendered by the server already. The cookie is
 * read when it mounts, not taken from the request, so a bar closed before the services came stays closed.
 */
export default function ConnectedClubPromoBar({ signedInHint, ...props }: SessionClubPromoBarProps) {
  const auth = useSessionView(signedInHint);
  const promoCookie = useService(TOKENS.Cookies).get(CLUB_PROMO_COOKIE.name);
  return (
    <ClubPromoBar
      {...props}
      promoCookie={promoCookie}
      userStatus={auth.status}
      isClubMember={auth.user?.isClubMember ?? false}
    />
  );
}
