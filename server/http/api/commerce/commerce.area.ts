import { KyselyCartRepository } from '#server/commerce/cart/kysely-cart-repository';
import { KyselyFamilyRepository } from '#server/commerce/family/kysely-family-repository';
import { confirmPayment, failPayment } from '#server/commerce/orders/confirm-payment';
import { SandboxPaymentProvider } from '#server/commerce/payment/sandbox-payment-provider';
import type { ApiAreaContext } from '../area-context';
import { registerCart } from './cart.routes';
import { registerCheckout } from './checkout.routes';
import { registerClub } from './club.routes';
import { registerFamily } from './family.routes';
import { registerLegacyCart } from './legacy-cart.routes';
import { registerSandboxPay } from './sandbox-pay.routes';
import { registerTracking } from './tracking.routes';

/** Registers the commerce area's routes and commands: cart, checkout with the sandbox provider, club, family, tracking. */
export const registerCommerceArea = (ctx: ApiAreaContext): void => {
  const { db, now } = ctx.services;
  const carts = new KyselyCartRepository({ db });
  const sandbox = new SandboxPaymentProvider({
    paid: (paymentId) => confirmPayment(db, paymentId, now()),
    declined: (paymentId) => failPayment(db, paymentId, 'declined', now()),
  });
  registerLegacyCart(ctx.site, { services: ctx.services, carts });
  registerSandboxPay(ctx.site, { services: ctx.services, sandbox });
  registerCart(ctx, carts);
  registerCheckout(ctx, sandbox);
  registerClub(ctx);
  registerFamily(ctx, new KyselyFamilyRepository({ db }));
  registerTracking(ctx);
};
