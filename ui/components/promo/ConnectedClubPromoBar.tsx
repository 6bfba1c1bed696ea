import { useSessionView } from '../session/use-session-view';
import { ClubPromoBar } from './ClubPromoBar';
import type { SessionClubPromoBarProps } from './SessionClubPromoBar';

/** The promo bound to the auth state the shell shows: a visitor's is rendered by the server already. */
export default function ConnectedClubPromoBar({ signedInHint, ...props }: SessionClubPromoBarProps) {
  const auth = useSessionView(signedInHint);
  return <ClubPromoBar {...props} userStatus={auth.status} isClubMember={auth.user?.isClubMember ?? false} />;
}
