import { apiErrorSchema } from '#contract/api-error.schema';
import { emptyPayloadSchema } from '#contract/cart.schema';
import { type CheckoutStartedWire, checkoutStartedSchema } from '#contract/order.schema';
import type { StartedOrder } from '#server/commerce/orders/create-order';
import type { CommerceModule } from '#server/composition/commerce.module';
import { unwrap } from '../../error-status';
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
export const registerCheckout = (ctx: ApiAreaContext, checkout: CommerceModule['checkout']): void => {
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
      const order = unwrap(await checkout.startCheckout.execute({ userId: viewer.userId, market: c.get('market') }));
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
      const order = unwrap(await checkout.joinClub.execute({ userId: viewer.userId, market: c.get('market') }));
      return c.json(startedWire(order), 201);
    },
  );
};
