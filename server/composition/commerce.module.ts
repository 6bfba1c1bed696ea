import type { Kysely } from 'kysely';
import { KyselyClubPeriodsRepository } from '../accounts/kysely-club-periods-repository';
import { AddToCart } from '../commerce/cart/add-to-cart.use-case';
import { ApplyPromoCode, PROMO_CODE_LIMITS } from '../commerce/cart/apply-promo-code.use-case';
import { GetCart } from '../commerce/cart/get-cart.use-case';
import { KyselyCartRepository } from '../commerce/cart/kysely-cart-repository';
import { KyselyPromoCodeUses } from '../commerce/cart/kysely-promo-code-uses';
import { RemoveFromCart } from '../commerce/cart/remove-from-cart.use-case';
import { RemovePromoCode } from '../commerce/cart/remove-promo-code.use-case';
import { CancelClub } from '../commerce/club/cancel-club.use-case';
import { GetAccessSources } from '../commerce/club/get-access-sources.use-case';
import { JoinClub } from '../commerce/club/join-club.use-case';
import { KyselyClubRepository } from '../commerce/club/kysely-club-repository';
import type { CommerceRepositories } from '../commerce/commerce-repositories';
import { AcceptFamilyInvitation } from '../commerce/family/accept-family-invitation.use-case';
import { CancelFamilyInvitation } from '../commerce/family/cancel-family-invitation.use-case';
import { GetFamily } from '../commerce/family/get-family.use-case';
import { KyselyAttemptLimiters } from '../accounts/throttle/kysely-attempt-limiters';
import { FAMILY_INVITATION_LIMIT, InviteFamilyMember } from '../commerce/family/invite-family-member.use-case';
import { KyselyFamilyRepository } from '../commerce/family/kysely-family-repository';
import { RemoveFamilyMember } from '../commerce/family/remove-family-member.use-case';
import { KyselyLicenseRepository } from '../commerce/licenses/kysely-license-repository';
import { ConfirmPayment } from '../commerce/orders/confirm-payment.use-case';
import { DeclinePayment } from '../commerce/orders/decline-payment.use-case';
import { KyselyOrderRepository } from '../commerce/orders/kysely-order-repository';
import { StartCheckout } from '../commerce/orders/start-checkout.use-case';
import { SandboxPaymentProvider } from '../commerce/payment/sandbox-payment-provider';
import { SettleSandboxPayment } from '../commerce/payment/settle-sandbox-payment.use-case';
import { ShowSandboxPayment } from '../commerce/payment/show-sandbox-payment.use-case';
import { GetPurchaseTrackingData } from '../commerce/tracking/get-purchase-tracking-data.use-case';
import { KyselyPaidOrders } from '../commerce/tracking/kysely-paid-orders';
import { KyselyUnitOfWork } from '../db/kysely-unit-of-work';
import type { DatabaseSchema } from '../db/schema';
import type { Logger } from '../logging/logger';
import type { MailSender } from '../mail/mail-sender.port';

/** What the commerce area is built from. */
export interface CommerceModuleDeps {
  readonly db: Kysely<DatabaseSchema>;
  readonly now: () => Date;
  readonly logger: Logger;
  /** The brand name (club line, invitation mail). */
  readonly product: string;
  readonly mail: MailSender;
  /**
   * The development stand-ins run: the sandbox payment provider takes payments, and anyone reaching it pays nothing.
   * Elsewhere checkout is PAYMENT_UNAVAILABLE until a real provider is configured here.
   */
  readonly developmentStandIns: boolean;
}

/** The commerce area's use cases, grouped as its routes use them. */
export interface CommerceModule {
  readonly cart: {
    readonly getCart: GetCart;
    readonly addToCart: AddToCart;
    readonly removeFromCart: RemoveFromCart;
    readonly applyPromoCode: ApplyPromoCode;
    readonly removePromoCode: RemovePromoCode;
  };
  readonly checkout: { readonly startCheckout: StartCheckout; readonly joinClub: JoinClub };
  readonly club: { readonly getAccessSources: GetAccessSources; readonly cancelClub: CancelClub };
  readonly family: {
    readonly getFamily: GetFamily;
    readonly inviteFamilyMember: InviteFamilyMember;
    readonly acceptFamilyInvitation: AcceptFamilyInvitation;
    readonly cancelFamilyInvitation: CancelFamilyInvitation;
    readonly removeFamilyMember: RemoveFamilyMember;
  };
  readonly tracking: { readonly getPurchaseTrackingData: GetPurchaseTrackingData };
  /** The sandbox provider's pages; null where the stand-ins are off. */
  readonly sandbox: { readonly showPayment: ShowSandboxPayment; readonly settlePayment: SettleSandboxPayment } | null;
}

const repositoriesOver = (db: Kysely<DatabaseSchema>): CommerceRepositories => ({
  carts: new KyselyCartRepository({ db }),
  club: new KyselyClubRepository({ db }),
  families: new KyselyFamilyRepository({ db }),
  licenses: new KyselyLicenseRepository({ db }),
  orders: new KyselyOrderRepository({ db }),
});

/** Builds the commerce area's adapters and use cases from the server's services. */
export const createCommerceModule = (deps: CommerceModuleDeps): CommerceModule => {
  const { db, now, logger, product, mail } = deps;
  const repositories = repositoriesOver(db);
  const { carts, club, families, licenses, orders } = repositories;
  const unitOfWork = new KyselyUnitOfWork(db, repositoriesOver);
  const clubPeriods = new KyselyClubPeriodsRepository({ db });
  const priced = { carts, clubPeriods, now };
  const limiters = new KyselyAttemptLimiters({ db });

  const confirmPayment = new ConfirmPayment({ unitOfWork, now });
  const declinePayment = new DeclinePayment({ unitOfWork, now });
  const sandbox = deps.developmentStandIns
    ? new SandboxPaymentProvider({
        paid: (paymentId) => confirmPayment.execute({ paymentId }),
        declined: (paymentId) => declinePayment.execute({ paymentId }),
      })
    : null;

  return {
    cart: {
      getCart: new GetCart(priced),
      addToCart: new AddToCart({ ...priced, licenses }),
      removeFromCart: new RemoveFromCart(priced),
      applyPromoCode: new ApplyPromoCode({
        ...priced,
        uses: new KyselyPromoCodeUses({ db }),
        refusals: {
          perAccount: limiters.limiter('promo-code.account', PROMO_CODE_LIMITS.perAccount),
          perAddress: limiters.limiter('promo-code.address', PROMO_CODE_LIMITS.perAddress),
        },
      }),
      removePromoCode: new RemovePromoCode(priced),
    },
    checkout: {
      startCheckout: new StartCheckout({ ...priced, unitOfWork, payments: sandbox }),
      joinClub: new JoinClub({ unitOfWork, payments: sandbox, now, product }),
    },
    club: {
      getAccessSources: new GetAccessSources({ club, now }),
      cancelClub: new CancelClub({ unitOfWork, now }),
    },
    family: {
      getFamily: new GetFamily({ families }),
      inviteFamilyMember: new InviteFamilyMember({
        invitations: limiters.limiter('family-invitation.owner', FAMILY_INVITATION_LIMIT),
        unitOfWork,
        mail,
        logger,
        now,
        product,
      }),
      acceptFamilyInvitation: new AcceptFamilyInvitation({ unitOfWork, now }),
      cancelFamilyInvitation: new CancelFamilyInvitation({ families, now }),
      removeFamilyMember: new RemoveFamilyMember({ unitOfWork, now }),
    },
    tracking: { getPurchaseTrackingData: new GetPurchaseTrackingData({ paidOrders: new KyselyPaidOrders({ db }) }) },
    sandbox: sandbox
      ? {
          showPayment: new ShowSandboxPayment({ orders, provider: sandbox.name }),
          settlePayment: new SettleSandboxPayment({ orders, sandbox }),
        }
      : null,
  };
};
