import { err, type Result } from '#domain/shared/result';
import type { PaymentOutcome } from './payment-provider.port';
import type { SandboxPaymentProvider } from './sandbox-payment-provider';
import {
  buyersPayment,
  type SandboxPaymentError,
  type ShowSandboxPaymentDeps,
  type ShowSandboxPaymentInput,
} from './show-sandbox-payment.use-case';

export interface SettleSandboxPaymentDeps extends Omit<ShowSandboxPaymentDeps, 'provider'> {
  readonly sandbox: SandboxPaymentProvider;
}

export interface SettleSandboxPaymentInput extends ShowSandboxPaymentInput {
  /** The button the buyer pressed. */
  readonly action: 'confirm' | 'decline';
}

/** The buyer presses "Pay" or "Decline" on their own sandbox payment's page; the provider then calls the store back. */
export class SettleSandboxPayment {
  readonly #deps: SettleSandboxPaymentDeps;

  constructor(deps: SettleSandboxPaymentDeps) {
    this.#deps = deps;
  }

  async execute(input: SettleSandboxPaymentInput): Promise<Result<PaymentOutcome, SandboxPaymentError>> {
    const { sandbox } = this.#deps;
    const payment = await buyersPayment({ ...this.#deps, provider: sandbox.name }, input);
    if (!payment.ok) return err(payment.error);
    return input.action === 'confirm' ? sandbox.confirm(payment.value.id) : sandbox.decline(payment.value.id);
  }
}
