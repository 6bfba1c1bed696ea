import type { ApiAreaContext } from '../area-context';
import { registerCart } from './cart.routes';
import { registerCheckout } from './checkout.routes';
import { registerClub } from './club.routes';
import { registerFamily } from './family.routes';
import { registerLegacyCart } from './legacy-cart.routes';
import { registerSandboxPay } from './sandbox-pay.routes';
import { registerTracking } from './tracking.routes';

/**
 * Registers the commerce area's routes and commands: cart, checkout, club, family, tracking. The sandbox payment
 * provider's pages exist only where the development stand-ins run (see `createCommerceModule`); a real
 * `PaymentProvider` is configured in the module, with its own callback routes here.
 */
export const registerCommerceArea = (ctx: ApiAreaContext): void => {
  const { commerce } = ctx.modules;
  registerLegacyCart(ctx.site, commerce.cart);
  if (commerce.sandbox)
    registerSandboxPay(ctx.site, { sandbox: commerce.sandbox, logger: ctx.logger, product: ctx.product });
  registerCart(ctx, commerce.cart);
  registerCheckout(ctx, commerce.checkout);
  registerClub(ctx, commerce.club);
  registerFamily(ctx, commerce.family);
  registerTracking(ctx, commerce.tracking);
};
