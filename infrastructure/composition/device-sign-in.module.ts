import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import { DecideDeviceSignIn } from '#application/auth/decide-device-sign-in.use-case';
import { ShowDeviceSignIn } from '#application/auth/show-device-sign-in.use-case';
import type { DeviceApprovalGateway } from '#application/ports/device-approval-gateway.port';
import { KyDeviceApprovalGateway } from '../http/ky-device-approval-gateway';
import type { SessionRefresh } from '../http/session-refresh';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The device-confirming page's slice (a device signed in by a code the browser confirms): the gateway over HTTP
 * unless overridden, and the two use cases the page's loader and server action run.
 */
export const deviceSignInModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const bindUseCase = <T>(token: ServiceIdentifier<T>, make: (gateway: DeviceApprovalGateway) => T) =>
      bind(token).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh) =>
          make(overrides.deviceApprovalGateway ?? new KyDeviceApprovalGateway({ http, refreshSession })),
        [TOKENS.HttpClient, TOKENS.SessionRefresh],
      );
    bindUseCase(TOKENS.ShowDeviceSignIn, (gateway) => new ShowDeviceSignIn({ gateway }));
    bindUseCase(TOKENS.DecideDeviceSignIn, (gateway) => new DecideDeviceSignIn({ gateway }));
  });
