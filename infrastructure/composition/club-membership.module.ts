import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { CancelClub } from '#application/club/cancel-club.use-case';
import { JoinClub } from '#application/club/join-club.use-case';
import { LoadClubWelcome } from '#application/club/load-club-welcome.use-case';
import { LoadManagePlan } from '#application/club/load-manage-plan.use-case';
import { AcceptFamilyInvitation } from '#application/family/accept-family-invitation.use-case';
import { CancelFamilyInvitation } from '#application/family/cancel-family-invitation.use-case';
import { InviteFamilyMember } from '#application/family/invite-family-member.use-case';
import { LeaveFamily } from '#application/family/leave-family.use-case';
import { LoadFamilySharing } from '#application/family/load-family-sharing.use-case';
import { RemoveFamilyMember } from '#application/family/remove-family-member.use-case';
import type { AccountGateway } from '#application/ports/account-gateway.port';
import type { ClubGateway } from '#application/ports/club-gateway.port';
import type { FamilyGateway } from '#application/ports/family-gateway.port';
import { KyAccountGateway } from '../http/ky-account-gateway';
import { KyClubGateway } from '../http/ky-club-gateway';
import { KyFamilyGateway } from '../http/ky-family-gateway';
import type { SessionRefresh } from '../http/session-refresh';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The club's pages (issue 21 manage-plan and family-sharing, issue 22 joining): the gateways over HTTP unless
 * overridden, and the use cases the pages' loaders and server actions run.
 */
export const clubMembershipModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const clubOf = (http: KyInstance, refreshSession: SessionRefresh): ClubGateway =>
      overrides.clubGateway ?? new KyClubGateway({ http, refreshSession });
    const familyOf = (http: KyInstance, refreshSession: SessionRefresh): FamilyGateway =>
      overrides.familyGateway ?? new KyFamilyGateway({ http, refreshSession });
    const accountOf = (http: KyInstance, refreshSession: SessionRefresh): AccountGateway =>
      overrides.accountGateway ?? new KyAccountGateway({ http, refreshSession });
    const over = [TOKENS.HttpClient, TOKENS.SessionRefresh] as const;
    bind(TOKENS.LoadManagePlan).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new LoadManagePlan({ club: clubOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.CancelClub).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new CancelClub({ club: clubOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.JoinClub).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new JoinClub({ club: clubOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.LoadClubWelcome).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new LoadClubWelcome({ club: clubOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.LoadFamilySharing).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) =>
        new LoadFamilySharing({ family: familyOf(http, refresh), club: clubOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.InviteFamilyMember).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new InviteFamilyMember({ family: familyOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.AcceptFamilyInvitation).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new AcceptFamilyInvitation({ family: familyOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.CancelFamilyInvitation).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new CancelFamilyInvitation({ family: familyOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.RemoveFamilyMember).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) => new RemoveFamilyMember({ family: familyOf(http, refresh) }),
      [...over],
    );
    bind(TOKENS.LeaveFamily).toResolvedValue(
      (http: KyInstance, refresh: SessionRefresh) =>
        new LeaveFamily({ family: familyOf(http, refresh), account: accountOf(http, refresh) }),
      [...over],
    );
  });
