import { err, ok, type Result } from '#domain/shared/result';
import { type NotFound, notFound } from '../../shared/server-error';
import type { OrderRepository, ProviderPayment } from '../orders/order-repository.port';

/** A payment that exists but is someone else's: answered as unknown, and worth logging. */
export interface NotTheBuyer {
  readonly code: 'NOT_THE_BUYER';
}

export type SandboxPaymentError = NotFound | NotTheBuyer;

export interface ShowSandboxPaymentDeps {
  readonly orders: Pick<OrderRepository, 'providerPayment'>;
  /** The sandbox provider's name, as its payments store it. */
  readonly provider: string;
}

export interface ShowSandboxPaymentInput {
  readonly userId: string;
  readonly paymentId: string;
}

/** Finds the payment of a sandbox page for its buyer: the payment id is not the only guard. */
export const buyersPayment = async (
  deps: ShowSandboxPaymentDeps,
  input: ShowSandboxPaymentInput,
): Promise<Result<ProviderPayment, SandboxPaymentError>> => {
  const payment = await deps.orders.providerPayment(input.paymentId, deps.provider);
  if (!payment) return err(notFound('Payment'));
  if (payment.buyerId !== input.userId) return err({ code: 'NOT_THE_BUYER' });
  return ok(payment);
};

/** The viewer's own sandbox payment, as its page shows it; another user's is NOT_THE_BUYER, none NOT_FOUND. */
export class ShowSandboxPayment {
  readonly #deps: ShowSandboxPaymentDeps;

  constructor(deps: ShowSandboxPaymentDeps) {
    this.#deps = deps;
  }

  execute(input: ShowSandboxPaymentInput): Promise<Result<ProviderPayment, SandboxPaymentError>> {
    return buyersPayment(this.#deps, input);
  }
}
