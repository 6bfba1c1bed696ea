import { err, ok, type Result } from '#domain/shared/result';
import type { OrderKind } from '../../db/tables/commerce.tables';
import { type NotFound, notFound } from '../../shared/server-error';
import type { PaidOrders } from './purchase-tracking.port';

/** A paid order as an analytics purchase event describes it (amounts in minor units). */
export interface PurchaseTrackingData {
  readonly transactionId: string;
  readonly value: number;
  readonly currency: string;
  readonly coupon: string | null;
  readonly discount: number;
  readonly items: readonly { readonly itemId: string; readonly itemName: string; readonly price: number }[];
}

/** The club line has no product; analytics gets a stable item id for it. */
export const CLUB_ITEM_ID = 'club-monthly';

export interface GetPurchaseTrackingDataDeps {
  readonly paidOrders: PaidOrders;
}

export interface GetPurchaseTrackingDataInput {
  readonly userId: string;
  readonly orderId: string;
  readonly kind: OrderKind;
}

/** The viewer's own paid order of a kind as a purchase event; NOT_FOUND when unknown, not theirs or not paid. */
export class GetPurchaseTrackingData {
  readonly #deps: GetPurchaseTrackingDataDeps;

  constructor(deps: GetPurchaseTrackingDataDeps) {
    this.#deps = deps;
  }

  async execute(input: GetPurchaseTrackingDataInput): Promise<Result<PurchaseTrackingData, NotFound>> {
    const order = await this.#deps.paidOrders.paidOrder(input.userId, input.orderId, input.kind);
    if (!order) return err(notFound('Order'));
    return ok({
      transactionId: order.id,
      value: order.total,
      currency: order.currency,
      coupon: order.promoCode,
      discount: order.discount,
      items: order.lines.map((line) => ({
        itemId: line.productId ?? CLUB_ITEM_ID,
        itemName: line.name,
        price: line.price,
      })),
    });
  }
}
