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

/**
 * Registers the commerce area's routes and commands: cart, checkout, club, family, tracking. The sandbox payment
 * provider is a development stand-in like the captcha and mail ones: anyone reaching it pays nothing, so it runs only
 * where the stand-ins do. Elsewhere checkout answers 503 PAYMENT_UNAVAILABLE until a real `PaymentProvider` is
 * configured here, with its own callback routes.
 */
export const registerCommerceArea = (ctx: ApiAreaContext): void => {
  const { db, now } = ctx.services;
  const carts = new KyselyCartRepository({ db });
  const sandbox = ctx.services.accounts.developmentStandIns
    ? new SandboxPaymentProvider({
        paid: (paymentId) => confirmPayment(db, paymentId, now()),
        declined: (paymentId) => failPayment(db, paymentId, 'declined', now()),
      })
    : null;
  registerLegacyCart(ctx.site, { services: ctx.services, carts });
  if (sandbox) registerSandboxPay(ctx.site, { services: ctx.services, sandbox });
  registerCart(ctx, carts);
  registerCheckout(ctx, sandbox);
  registerClub(ctx);
  registerFamily(ctx, new KyselyFamilyRepository({ db }));
  registerTracking(ctx);
};
