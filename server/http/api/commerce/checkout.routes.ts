import { apiErrorSchema } from '#contract/api-error.schema';
import { emptyPayloadSchema } from '#contract/cart.schema';
import { type CheckoutStartedWire, checkoutStartedSchema } from '#contract/order.schema';
import { joinClub } from '#server/commerce/club/join-club';
import type { StartedOrder } from '#server/commerce/orders/create-order';
import { startCheckout } from '#server/commerce/orders/start-checkout';
import type { PaymentProvider } from '#server/commerce/payment/payment-provider.port';
import type { ApiAreaContext } from '../area-context';

const startedWire = (order: StartedOrder): CheckoutStartedWire => ({
  order_id: order.orderId,
  payment_url: order.paymentUrl,
});

const paymentUnavailableResponse = {
  503: {
    description: 'PAYMENT_UNAVAILABLE: this server takes no payments (no provider configured)',
    schema: apiErrorSchema,
  },
};

/**
 * `StartCheckout` (the cart) and `JoinClub` (a club month): each makes a pending order and a payment to make, with the
 * payment provider given; without one (null) they answer 503 PAYMENT_UNAVAILABLE and write nothing.
 */
export const registerCheckout = (ctx: ApiAreaContext, payments: PaymentProvider | null): void => {
  const { db, now, product } = ctx.services;

  ctx.commands.user(
    {
      name: 'StartCheckout',
      summary:
        "Makes a pending order of the viewer's cart at today's prices and promo code, and answers where to pay it (409 CART_EMPTY; 503 PAYMENT_UNAVAILABLE where the server takes no payments).",
      payload: emptyPayloadSchema,
      responses: {
        201: { description: 'The order and its payment page', schema: checkoutStartedSchema },
        401: { description: 'Not signed in', schema: apiErrorSchema },
        409: { description: 'The cart is empty', schema: apiErrorSchema },
        ...paymentUnavailableResponse,
      },
    },
    async (c, _payload, viewer) => {
      const order = await startCheckout(
        { db, payments },
        { userId: viewer.userId, market: c.get('market'), now: now() },
      );
      return c.json(startedWire(order), 201);
    },
  );

  ctx.commands.user(
    {
      name: 'JoinClub',
      summary:
        "Makes a pending order of one club month at the market's price and answers where to pay it; markets without the club answer 403 CLUB_NOT_AVAILABLE, a server that takes no payments 503 PAYMENT_UNAVAILABLE.",
      payload: emptyPayloadSchema,
      responses: {
        201: { description: 'The order and its payment page', schema: checkoutStartedSchema },
        401: { description: 'Not signed in', schema: apiErrorSchema },
        403: { description: 'No club in this market', schema: apiErrorSchema },
        ...paymentUnavailableResponse,
      },
    },
    async (c, _payload, viewer) => {
      const order = await joinClub(
        { db, payments, product },
        { userId: viewer.userId, market: c.get('market'), now: now() },
      );
      return c.json(startedWire(order), 201);
    },
  );
};
