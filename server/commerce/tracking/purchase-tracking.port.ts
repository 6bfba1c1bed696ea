import type { OrderKind } from '../../db/tables/commerce.tables';

/** A paid order and its lines as stored, amounts in minor units. */
export interface PaidOrderRecord {
  readonly id: string;
  readonly total: number;
  readonly currency: string;
  readonly promoCode: string | null;
  readonly discount: number;
  readonly lines: readonly { readonly productId: string | null; readonly name: string; readonly price: number }[];
}

/** Reads paid orders for analytics. */
export interface PaidOrders {
  /** The user's own paid order of the kind with its lines in order; null when unknown, not theirs or not paid. */
  paidOrder(userId: string, orderId: string, kind: OrderKind): Promise<PaidOrderRecord | null>;
}
