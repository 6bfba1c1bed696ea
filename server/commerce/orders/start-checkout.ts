import type { Kysely } from 'kysely';
import type { Market } from '#domain/market/market';
import { ApiError } from '../../http/api-error';
import type { DatabaseSchema } from '../../db/schema';
import { readCart } from '../cart/cart-view';
import type { PaymentProvider } from '../payment/payment-provider.port';
import { createOrder, type StartedOrder } from './create-order';

/** Turns the viewer's cart into a pending order at today's prices (409 `CART_EMPTY` when it is empty). */
export const startCheckout = async (
  deps: { readonly db: Kysely<DatabaseSchema>; readonly payments: PaymentProvider | null },
  input: { readonly userId: string; readonly market: Market; readonly now: Date },
): Promise<StartedOrder> => {
  const cart = await readCart(deps.db, input);
  if (cart.lines.length === 0) throw new ApiError(409, 'CART_EMPTY', 'The cart is empty');
  return createOrder(
    deps,
    {
      userId: input.userId,
      catalogId: cart.catalogId,
      kind: 'products',
      currency: cart.currency,
      totals: cart.totals,
      promoCode: cart.promo?.code ?? null,
      lines: cart.lines.map((line) => ({ productId: line.card.id, name: line.card.name, price: line.price })),
      description: cart.lines.map((line) => line.card.name).join(', '),
    },
    input.now,
  );
};
