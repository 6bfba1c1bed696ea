import type { ApiAreaContext } from '../area-context';
import { registerDevIdentityProviders } from './dev-idp.routes';
import { registerDevMailbox } from './dev-mailbox.routes';
import { registerEmailVerification } from './email-verification.commands';
import { registerPasswordReset } from './password-reset.commands';
import { registerSocialSignIn } from './social-sign-in.commands';

/**
 * Registers the identity area: password reset and e-mail verification with their mail, Google/Apple sign-in, and
 * their development stand-ins.
 */
export const registerIdentityArea = (ctx: ApiAreaContext): void => {
  const { identity } = ctx.modules;
  registerPasswordReset(ctx, identity);
  registerEmailVerification(ctx, identity);
  registerSocialSignIn(ctx, identity);
  registerDevMailbox(ctx, identity);
  registerDevIdentityProviders(ctx, identity);
};
