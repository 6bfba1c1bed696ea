import { err, ok, type Result } from '#domain/shared/result';
import { type NotFound, notFound } from '../../shared/server-error';
import type { CartRepository } from '../cart/cart-repository.port';
import { extendClubUntil } from '../club/club-period';
import type { ClubRepository } from '../club/club-repository.port';
import type { LicenseRepository } from '../licenses/license-repository.port';
import type { PaymentOutcome } from '../payment/payment-provider.port';
import { declinePendingPayment, type PaymentsUnitOfWork, refOf } from './decline-pending-payment';
import type { OrderRepository, PaymentOfOrder } from './order-repository.port';

interface ConfirmRepositories {
  readonly carts: CartRepository;
  readonly club: ClubRepository;
  readonly licenses: LicenseRepository;
  readonly orders: OrderRepository;
}

export interface ConfirmPaymentDeps {
  readonly unitOfWork: PaymentsUnitOfWork<ConfirmRepositories>;
  readonly now: () => Date;
}

export interface ConfirmPaymentInput {
  readonly paymentId: string;
}

/** Rolls the confirmation back: a title of the order is owned already. */
type AlreadyOwned = { readonly code: 'ALREADY_OWNED' };

/** Grants one license per title of the order and takes those titles and the used promo code out of the cart. */
const grantLicenses = async (
  { carts, licenses, orders }: ConfirmRepositories,
  payment: PaymentOfOrder,
  now: Date,
): Promise<Result<null, AlreadyOwned>> => {
  const productIds = await orders.productIdsOf(payment.orderId);
  if (productIds.length === 0) return ok(null);
  if (await licenses.ownsAny(payment.userId, productIds)) return err({ code: 'ALREADY_OWNED' });
  // The unique (user, product) constraint still guards a concurrent grant: the insert fails and so does the payment.
  await licenses.grant(payment.userId, productIds, payment.orderId, now);
  await carts.removeProducts(payment.userId, productIds);
  await carts.removePromoCode(payment.userId, payment.catalogId);
  return ok(null);
};

/** Adds a paid month to the user's club period, from its end or from now, and (re)starts renewal. */
const extendClub = async ({ club }: ConfirmRepositories, userId: string, now: Date): Promise<void> => {
  await club.extendPeriod(userId, extendClubUntil(await club.periodEnd(userId), now), now);
};

/**
 * The provider says a payment went through. At once: the payment goes from pending to paid (only one caller can win
 * that update), its order is paid, and the order is applied (licenses, or a club month). A replay finds the payment
 * no longer pending and changes nothing. If a title was bought meanwhile, nothing is applied and the payment is
 * declined instead, so the buyer is never charged twice for it.
 */
export class ConfirmPayment {
  readonly #deps: ConfirmPaymentDeps;

  constructor(deps: ConfirmPaymentDeps) {
    this.#deps = deps;
  }

  async execute(input: ConfirmPaymentInput): Promise<Result<PaymentOutcome, NotFound>> {
    const { unitOfWork } = this.#deps;
    const { paymentId } = input;
    const now = this.#deps.now();
    const applied = await unitOfWork.run(
      async (repositories): Promise<Result<PaymentOutcome, NotFound | AlreadyOwned>> => {
        const { orders } = repositories;
        const payment = await orders.paymentOf(paymentId);
        if (!payment) return err(notFound('Payment'));
        if (!(await orders.settlePayment(paymentId, 'paid', now))) {
          const current = await orders.paymentOf(paymentId);
          const status = current?.paymentStatus === 'paid' ? 'already-paid' : 'not-pending';
          return ok({ status, order: refOf(payment) });
        }
        if (!(await orders.markPaid(payment.orderId, now)))
          throw new Error(`Order ${payment.orderId} of a pending payment is not pending`);
        if (payment.kind === 'club') await extendClub(repositories, payment.userId, now);
        else {
          const granted = await grantLicenses(repositories, payment, now);
          if (!granted.ok) return granted;
        }
        return ok({ status: 'paid', order: refOf(payment) });
      },
    );
    if (applied.ok) return applied;
    if (applied.error.code === 'NOT_FOUND') return err(applied.error);
    const declined = await declinePendingPayment(unitOfWork, paymentId, 'already-owned', now);
    if (!declined.ok) return declined;
    return ok({ status: 'failed', reason: 'already-owned', order: declined.value.order });
  }
}
