import type { ApiAreaContext } from '../area-context';
import { registerDevIdentityProviders } from './dev-idp.routes';
import { registerDevMailbox } from './dev-mailbox.routes';
import { registerPasswordReset } from './password-reset.commands';
import { registerSocialSignIn } from './social-sign-in.commands';

/** Registers the identity area: password reset and its mail, Google/Apple sign-in, and their development stand-ins. */
export const registerIdentityArea = (ctx: ApiAreaContext): void => {
  const { identity } = ctx.modules;
  registerPasswordReset(ctx, identity);
  registerSocialSignIn(ctx, identity);
  registerDevMailbox(ctx, identity);
  registerDevIdentityProviders(ctx, identity);
};
