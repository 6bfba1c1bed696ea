import type { Kysely } from 'kysely';
import type { Market } from '#domain/market/market';
import { ApiError } from '../../http/api-error';
import type { DatabaseSchema } from '../../db/schema';
import { createOrder, type StartedOrder } from '../orders/create-order';
import type { PaymentProvider } from '../payment/payment-provider.port';
import { CLUB_MONTHLY_PRICE } from '../pricing/club-price';

/** The 403 of a market without the club (spec §1: sk, es). */
export const clubNotAvailable = () => new ApiError(403, 'CLUB_NOT_AVAILABLE', 'The club is not offered in this market');

/** Starts a club order for one month at the market's club price; the month is added once it is paid. */
export const joinClub = async (
  deps: { readonly db: Kysely<DatabaseSchema>; readonly payments: PaymentProvider | null; readonly product: string },
  input: { readonly userId: string; readonly market: Market; readonly now: Date },
): Promise<StartedOrder> => {
  const { market } = input;
  if (!market.features.club) throw clubNotAvailable();
  const price = CLUB_MONTHLY_PRICE[market.currency];
  const name = `${deps.product} club, 1 month`;
  return createOrder(
    deps,
    {
      userId: input.userId,
      catalogId: market.catalogId,
      kind: 'club',
      currency: market.currency,
      totals: { subtotal: price, discount: 0, total: price },
      promoCode: null,
      lines: [{ productId: null, name, price }],
      description: name,
    },
    input.now,
  );
};
