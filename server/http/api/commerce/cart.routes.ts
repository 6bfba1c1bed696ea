import { apiErrorSchema } from '#contract/api-error.schema';
import {
  applyPromoCodePayloadSchema,
  emptyPayloadSchema,
  meCartSchema,
  removeFromCartPayloadSchema,
} from '#contract/cart.schema';
import type { Context } from 'hono';
import { PROMO_CODE_LIMITS } from '#server/commerce/cart/apply-promo-code.use-case';
import type { CartView } from '#server/commerce/cart/priced-cart';
import type { CommerceModule } from '#server/composition/commerce.module';
import type { AppEnv } from '../../app-env';
import { clientAddress } from '../../auth/client-address';
import { requireViewer } from '../../auth/require-viewer';
import { unwrap } from '../../error-status';
import type { ApiAreaContext } from '../area-context';
import { meCartWire } from './cart-wire';

/** `GET /me/cart` and the cart commands: RemoveFromCart, ApplyPromoCode, RemovePromoCode. */
export const registerCart = (ctx: ApiAreaContext, cart: CommerceModule['cart']): void => {
  const answerCart = (c: Context<AppEnv>, view: CartView) => c.json(meCartWire(c.get('market').locale, view));

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
    async (c) => {
      const viewer = requireViewer(c);
      return answerCart(c, unwrap(await cart.getCart.execute({ userId: viewer.userId, market: c.get('market') })));
    },
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
      const input = { userId: viewer.userId, market: c.get('market'), productId: payload.product_id };
      return answerCart(c, unwrap(await cart.removeFromCart.execute(input)));
    },
  );

  ctx.commands.user(
    {
      name: 'ApplyPromoCode',
      summary: `Applies a promo code of this market to the viewer's cart. Codes match in NFKC, without invisible characters, in any case and trimmed. A code serves each account once: unknown, expired and already used codes answer 422 (\`code\`/NOT_FOUND, EXPIRED, ALREADY_USED), and after ${PROMO_CODE_LIMITS.perAccount.limit} refusals for the account or ${PROMO_CODE_LIMITS.perAddress.limit} from the address in an hour every code waits (429).`,
      payload: applyPromoCodePayloadSchema,
      responses: {
        ...cartResponses,
        422: { description: 'Unknown or expired code, or one this account already paid with', schema: apiErrorSchema },
        429: { description: 'Too many refused codes for this account or from this address', schema: apiErrorSchema },
      },
    },
    async (c, payload, viewer) => {
      const input = { userId: viewer.userId, market: c.get('market'), code: payload.code, address: clientAddress(c) };
      return answerCart(c, unwrap(await cart.applyPromoCode.execute(input)));
    },
  );

  ctx.commands.user(
    {
      name: 'RemovePromoCode',
      summary: "Takes the promo code off the viewer's cart.",
      payload: emptyPayloadSchema,
      responses: cartResponses,
    },
    async (c, _payload, viewer) =>
      answerCart(c, unwrap(await cart.removePromoCode.execute({ userId: viewer.userId, market: c.get('market') }))),
  );
};
