import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { CheckPasswordResetLink } from '#application/auth/check-password-reset-link.use-case';
import { RequestPasswordReset } from '#application/auth/request-password-reset.use-case';
import { ResetPassword } from '#application/auth/reset-password.use-case';
import type { PasswordResetGateway } from '#application/ports/password-reset-gateway.port';
import { KyPasswordResetGateway } from '../http/ky-password-reset-gateway';
import type { PortOverrides } from './port-overrides';
import { TOKENS } from './tokens';

/**
 * The password-reset slice (spec §2 `/password-reset`, `/password-reset/[id]`): the gateway over HTTP unless
 * overridden, and its three use cases, which the pages' server actions run.
 */
export const passwordResetModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const gatewayOf = (http: KyInstance): PasswordResetGateway =>
      overrides.passwordResetGateway ?? new KyPasswordResetGateway({ http });
    bind(TOKENS.RequestPasswordReset).toResolvedValue(
      (http: KyInstance) => new RequestPasswordReset({ gateway: gatewayOf(http) }),
      [TOKENS.HttpClient],
    );
    bind(TOKENS.CheckPasswordResetLink).toResolvedValue(
      (http: KyInstance) => new CheckPasswordResetLink({ gateway: gatewayOf(http) }),
      [TOKENS.HttpClient],
    );
    bind(TOKENS.ResetPassword).toResolvedValue(
      (http: KyInstance) => new ResetPassword({ gateway: gatewayOf(http) }),
      [TOKENS.HttpClient],
    );
  });
