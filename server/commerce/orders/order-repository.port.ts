import type { CartTotals } from '#domain/pricing/cart-totals';
import type { MinorUnits } from '#domain/pricing/minor-units';
import type { OrderKind } from '../../db/tables/commerce.tables';

/** An order to write as pending, with its lines and the payment that pays it. */
export interface NewOrder {
  readonly userId: string;
  readonly catalogId: string;
  readonly kind: OrderKind;
  readonly currency: string;
  readonly totals: CartTotals;
  readonly promoCode: string | null;
  readonly lines: readonly { readonly productId: string | null; readonly name: string; readonly price: MinorUnits }[];
  /** The payment provider's name, stored with the payment so a callback finds the provider that made it. */
  readonly provider: string;
}

/** A payment and the order it pays. */
export interface PaymentOfOrder {
  readonly paymentStatus: 'pending' | 'paid' | 'declined';
  readonly orderId: string;
  readonly kind: OrderKind;
  readonly catalogId: string;
  readonly userId: string;
}

/** A payment of one provider as its payment page shows it, with the buyer it belongs to. */
export interface ProviderPayment {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: 'pending' | 'paid' | 'declined';
  readonly buyerId: string;
}

/** Orders, their lines and their payments. Status changes apply only to a pending row and tell whether they did. */
export interface OrderRepository {
  /** Fails the user's pending orders of a kind in a catalogue with the reason, and declines their pending payments. */
  failPendingOrders(
    order: { readonly userId: string; readonly catalogId: string; readonly kind: OrderKind },
    reason: string,
    at: Date,
  ): Promise<void>;
  /** Writes the order, its lines (names cut to what is stored) and its pending payment of the total. */
  insertPending(order: NewOrder, at: Date): Promise<{ readonly orderId: string; readonly paymentId: string }>;
  paymentOf(paymentId: string): Promise<PaymentOfOrder | null>;
  /** Marks a pending payment paid or declined; false when it was no longer pending. */
  settlePayment(paymentId: string, status: 'paid' | 'declined', at: Date): Promise<boolean>;
  /** Marks a pending order paid; false when it was no longer pending. */
  markPaid(orderId: string, at: Date): Promise<boolean>;
  /** Marks a pending order failed with the reason. */
  markFailed(orderId: string, reason: string, at: Date): Promise<void>;
  /** The products of an order's lines (the club line has none). */
  productIdsOf(orderId: string): Promise<readonly string[]>;
  /** The payment of that provider, or null. */
  providerPayment(paymentId: string, provider: string): Promise<ProviderPayment | null>;
}
