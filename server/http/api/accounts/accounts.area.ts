import type { ApiAreaContext } from '../area-context';
import { type AccountsOptions, createAccountsDeps } from './accounts-deps';
import { registerAuthenticateForWeb } from './authenticate-for-web.command';
import { registerChangePassword } from './change-password.command';
import { registerConsentCommands } from './consent.commands';
import { registerDevelopmentCaptcha } from './development-captcha.route';
import { registerDevices } from './devices.route';
import { registerLogoutForWeb } from './logout-for-web.command';
import { registerMe } from './me.route';
import { registerRefreshTokenForWeb } from './refresh-token-for-web.command';
import { registerRegisterUser } from './register-user.command';
import { registerSessions } from './sessions.route';

/** Registers the accounts area's routes and commands: sign-up, sign-in, tokens, logout, password change, the account and its sessions. */
export const registerAccountsArea = (ctx: ApiAreaContext, options: AccountsOptions = {}): void => {
  const deps = createAccountsDeps(ctx.services, options);
  registerMe(ctx, deps);
  registerSessions(ctx, deps);
  registerDevices(ctx, deps);
  registerRegisterUser(ctx, deps);
  registerAuthenticateForWeb(ctx, deps);
  registerRefreshTokenForWeb(ctx, deps);
  registerLogoutForWeb(ctx, deps);
  registerChangePassword(ctx, deps);
  registerConsentCommands(ctx, deps);
  if (deps.developmentCaptcha) registerDevelopmentCaptcha(ctx, deps.developmentCaptcha);
};
