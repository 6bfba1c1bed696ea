import type { Result } from '#domain/shared/result';
import type { NotFound } from '../../shared/server-error';

/** A payment to collect: the store's id for it, and what to charge. */
export interface PaymentRequest {
  readonly paymentId: string;
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
}

/** A payment provider: it collects a payment on its own page and then calls the store back. */
export interface PaymentProvider {
  /** Stored with each payment, so a callback can be matched to the provider that made it. */
  readonly name: string;
  /** Registers the payment with the provider and answers where the buyer's browser pays it. */
  start(request: PaymentRequest): Promise<{ readonly redirectUrl: string }>;
}

/** What the provider tells the store once the buyer has paid or declined; an unknown payment is NOT_FOUND. */
export interface PaymentCallbacks {
  paid(paymentId: string): Promise<Result<PaymentOutcome, NotFound>>;
  declined(paymentId: string): Promise<Result<PaymentOutcome, NotFound>>;
}

/** The order a payment pays for, as the redirect after paying needs it. */
export interface PaidOrderRef {
  readonly orderId: string;
  readonly kind: 'products' | 'club';
  readonly catalogId: string;
}

/**
 * What a callback did: `paid` applied the order now; `already-paid` (a replay) and `not-pending` (declined or
 * superseded before) changed nothing; `failed` declined it (the titles were bought meanwhile); `declined` recorded it.
 */
export type PaymentOutcome =
  | { readonly status: 'paid' | 'already-paid' | 'not-pending' | 'declined'; readonly order: PaidOrderRef }
  | { readonly status: 'failed'; readonly reason: 'already-owned'; readonly order: PaidOrderRef };
