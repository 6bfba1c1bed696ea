import type { Result } from '#domain/shared/result';
import type { NotFound } from '../../shared/server-error';
import type { PaymentCallbacks, PaymentOutcome, PaymentProvider, PaymentRequest } from './payment-provider.port';

/**
 * The local stand-in for a card provider: the buyer pays or declines on `/sandbox-pay/{paymentId}` (a page of this
 * server), which then calls the store back exactly as a real provider's notification would.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly callbacks: PaymentCallbacks) {}

  start(request: PaymentRequest): Promise<{ readonly redirectUrl: string }> {
    return Promise.resolve({ redirectUrl: `/sandbox-pay/${encodeURIComponent(request.paymentId)}` });
  }

  /** The buyer pressed "Pay". */
  confirm(paymentId: string): Promise<Result<PaymentOutcome, NotFound>> {
    return this.callbacks.paid(paymentId);
  }

  /** The buyer pressed "Decline". */
  decline(paymentId: string): Promise<Result<PaymentOutcome, NotFound>> {
    return this.callbacks.declined(paymentId);
  }
}
