import type { ApiAreaContext } from '../area-context';
import { registerAuthenticateForWeb } from './authenticate-for-web.command';
import { registerChangePassword } from './change-password.command';
import { registerConsentCommands } from './consent.commands';
import { registerDeleteAccount } from './delete-account.command';
import { registerDevelopmentCaptcha } from './development-captcha.route';
import { registerDeviceSignIn } from './device-sign-in.commands';
import { registerDevices } from './devices.route';
import { registerLogoutForWeb } from './logout-for-web.command';
import { registerMe } from './me.route';
import { registerRefreshTokenForWeb } from './refresh-token-for-web.command';
import { registerRegisterUser } from './register-user.command';
import { registerSessions } from './sessions.route';

/** Registers the accounts area's routes and commands: sign-up, sign-in, tokens, logout, password change, the account, its sessions and its deletion, and signing in a device by a code a browser confirms. */
export const registerAccountsArea = (ctx: ApiAreaContext): void => {
  const { accounts } = ctx.modules;
  registerMe(ctx, accounts);
  registerSessions(ctx, accounts);
  registerDevices(ctx, accounts);
  registerRegisterUser(ctx, accounts);
  registerAuthenticateForWeb(ctx, accounts);
  registerRefreshTokenForWeb(ctx, accounts);
  registerLogoutForWeb(ctx, accounts);
  registerChangePassword(ctx, accounts);
  registerConsentCommands(ctx, accounts);
  registerDeleteAccount(ctx, accounts);
  registerDeviceSignIn(ctx, accounts);
  if (accounts.developmentCaptcha) registerDevelopmentCaptcha(ctx, accounts.developmentCaptcha);
};
