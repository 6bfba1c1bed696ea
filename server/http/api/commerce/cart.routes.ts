import { apiErrorSchema } from '#contract/api-error.schema';
import {
  applyPromoCodePayloadSchema,
  emptyPayloadSchema,
  meCartSchema,
  removeFromCartPayloadSchema,
} from '#contract/cart.schema';
import type { Context } from 'hono';
import type { Viewer } from '#server/auth/viewer';
import { readCart } from '#server/commerce/cart/cart-view';
import type { KyselyCartRepository } from '#server/commerce/cart/kysely-cart-repository';
import type { AppEnv } from '../../app-env';
import { requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { meCartWire } from './cart-wire';

/** `GET /me/cart` and the cart commands: RemoveFromCart, ApplyPromoCode, RemovePromoCode. */
export const registerCart = (ctx: ApiAreaContext, carts: KyselyCartRepository): void => {
  const { db, now } = ctx.services;
  const answerCart = async (c: Context<AppEnv>, viewer: Viewer, at: Date) => {
    const market = c.get('market');
    const cart = await readCart(db, { userId: viewer.userId, market, now: at });
    return c.json(meCartWire(market.locale, cart));
  };

  ctx.registry.define(
    ctx.api,
    {
      operationId: 'getMyCart',
      method: 'get',
      path: '/me/cart',
      summary:
        "The viewer's cart in this market: each title with what they pay for it (the lowest of its price, discount and, for club members, subscriber price), the promo code, and the value after it.",
      tag: 'Cart',
      responses: {
        200: { description: 'The cart', schema: meCartSchema },
        401: { description: 'Not signed in', schema: apiErrorSchema },
      },
      cache: 'private',
    },
    (c) => answerCart(c, requireViewer(c), now()),
  );

  const cartResponses = {
    200: { description: 'The cart afterwards', schema: meCartSchema },
    401: { description: 'Not signed in', schema: apiErrorSchema },
  };

  ctx.commands.user(
    {
      name: 'RemoveFromCart',
      summary: "Takes a title out of the viewer's cart (404 when it is not in it).",
      payload: removeFromCartPayloadSchema,
      responses: { ...cartResponses, 404: { description: 'Not in the cart', schema: apiErrorSchema } },
    },
    async (c, payload, viewer) => {
      await carts.remove(viewer.userId, payload.product_id);
      return answerCart(c, viewer, now());
    },
  );

  ctx.commands.user(
    {
      name: 'ApplyPromoCode',
      summary: "Applies a promo code of this market to the viewer's cart; unknown or expired codes answer 422.",
      payload: applyPromoCodePayloadSchema,
      responses: { ...cartResponses, 422: { description: 'Unknown or expired code', schema: apiErrorSchema } },
    },
    async (c, payload, viewer) => {
      const at = now();
      await carts.applyPromoCode(viewer.userId, c.get('market'), payload.code, at);
      return answerCart(c, viewer, at);
    },
  );

  ctx.commands.user(
    {
      name: 'RemovePromoCode',
      summary: "Takes the promo code off the viewer's cart.",
      payload: emptyPayloadSchema,
      responses: cartResponses,
    },
    async (c, _payload, viewer) => {
      await carts.removePromoCode(viewer.userId, c.get('market'));
      return answerCart(c, viewer, now());
    },
  );
};
