import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import { ChangePassword } from '#application/account/change-password.use-case';
import { DeleteAccount } from '#application/account/delete-account.use-case';
import { EndSessions } from '#application/account/end-sessions.use-case';
import { LoadAccount } from '#application/account/load-account.use-case';
import { LoadDevices } from '#application/account/load-devices.use-case';
import { LoadSessions } from '#application/account/load-sessions.use-case';
import { RemoveDevice } from '#application/account/remove-device.use-case';
import { SaveConsents } from '#application/account/save-consents.use-case';
import type { AccountGateway } from '#application/ports/account-gateway.port';
import { KyAccountGateway } from '../http/ky-account-gateway';
import type { SessionRefresh } from '../http/session-refresh';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The user panel's account sections (issue 21: profile, consents, sessions and devices): the gateway over HTTP unless
 * overridden, and the use cases the pages' loaders and server actions run.
 */
export const accountModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const bindUseCase = <T>(token: ServiceIdentifier<T>, make: (gateway: AccountGateway) => T) =>
      bind(token).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh) =>
          make(overrides.accountGateway ?? new KyAccountGateway({ http, refreshSession })),
        [TOKENS.HttpClient, TOKENS.SessionRefresh],
      );
    bindUseCase(TOKENS.LoadAccount, (gateway) => new LoadAccount({ gateway }));
    bindUseCase(TOKENS.ChangePassword, (gateway) => new ChangePassword({ gateway }));
    bindUseCase(TOKENS.DeleteAccount, (gateway) => new DeleteAccount({ gateway }));
    bindUseCase(TOKENS.SaveConsents, (gateway) => new SaveConsents({ gateway }));
    bindUseCase(TOKENS.LoadSessions, (gateway) => new LoadSessions({ gateway }));
    bindUseCase(TOKENS.EndSessions, (gateway) => new EndSessions({ gateway }));
    bindUseCase(TOKENS.LoadDevices, (gateway) => new LoadDevices({ gateway }));
    bindUseCase(TOKENS.RemoveDevice, (gateway) => new RemoveDevice({ gateway }));
  });
