import type { Result } from '#domain/shared/result';
import type { NotFound } from '../../shared/server-error';
import type { PaymentOutcome } from '../payment/payment-provider.port';
import { declinePendingPayment, type PaymentsUnitOfWork } from './decline-pending-payment';

export interface DeclinePaymentDeps {
  readonly unitOfWork: PaymentsUnitOfWork;
  readonly now: () => Date;
}

export interface DeclinePaymentInput {
  readonly paymentId: string;
}

/** The provider says the buyer declined: the pending payment is declined and its order failed; a replay changes nothing. */
export class DeclinePayment {
  readonly #deps: DeclinePaymentDeps;

  constructor(deps: DeclinePaymentDeps) {
    this.#deps = deps;
  }

  execute(input: DeclinePaymentInput): Promise<Result<PaymentOutcome, NotFound>> {
    return declinePendingPayment(this.#deps.unitOfWork, input.paymentId, 'declined', this.#deps.now());
  }
}
