import type { ClubPeriods } from '#domain/licensing/club-access';
import type { MinorUnits } from '#domain/pricing/minor-units';
import type { PromoDiscount } from '#domain/pricing/promo-code';
import type { Result } from '#domain/shared/result';
import { epochMs } from '#domain/shared/time';
import type { ClubPeriodsRepository } from '#server/accounts/club-periods.port';
import type { CartProduct, CartRepository, PromoCode, StoredCart } from '#server/commerce/cart/cart-repository.port';
import type { ClubFacts, ClubRepository } from '#server/commerce/club/club-repository.port';
import type { CommerceRepositories } from '#server/commerce/commerce-repositories';
import type {
  FamilyRepository,
  FamilyView,
  LinkedInvitation,
  SeatInvitation,
} from '#server/commerce/family/family-repository.port';
import type { LicenseRepository } from '#server/commerce/licenses/license-repository.port';
import type {
  NewOrder,
  OrderRepository,
  PaymentOfOrder,
  ProviderPayment,
} from '#server/commerce/orders/order-repository.port';
import {
  StartCheckout,
  type StartCheckoutDeps,
  type StartCheckoutInput,
} from '#server/commerce/orders/start-checkout.use-case';
import type { PaymentProvider, PaymentRequest } from '#server/commerce/payment/payment-provider.port';
import type { MailMessage, MailSender } from '#server/mail/mail-sender.port';
import type { UnitOfWork } from '#server/shared/unit-of-work.port';

/** Something whose state a unit of work can put back: `snapshot` answers the function that restores it. */
interface Restorable {
  snapshot(): () => void;
}

let nextId = 0;
const newId = (kind: string) => `${kind}-${(nextId += 1)}`;

const copy = <T>(value: T): T => structuredClone(value);

/** A product of one catalogue as a cart fake keeps it. */
export interface StoredProduct extends CartProduct {
  readonly catalogId: string;
}

/** A product with a card and prices: by default 39,90 with no other price. */
export const aCartProduct = (
  catalogId: string,
  referenceId: string,
  prices: Partial<CartProduct['prices']> = {},
): StoredProduct => {
  const id = newId('product');
  return {
    catalogId,
    card: {
      id,
      type: 'audiobook',
      cycleType: null,
      name: `Title ${id}`,
      slug: referenceId.slice(3),
      referenceId,
      coverId: id,
      prices: { price: 3990, discountPrice: null, priceForSubscribers: null, lowestPrice: null },
      ratingSum: 0,
      ratingCount: 0,
      isFree: false,
      isAvailableInSubscription: false,
      publishedAt: '2026-01-01T00:00:00.000Z',
      credits: { authors: [], lectors: [], publishers: [] },
    },
    prices: {
      price: 3990 as MinorUnits,
      discountPrice: null,
      priceForSubscribers: null,
      lowestPrice: null,
      ...prices,
    },
  };
};

/** A promo code of a catalogue, optionally expiring at an ISO instant. */
export const aPromoCode = (
  catalogId: string,
  code: string,
  discount: PromoDiscount,
  expiresAt: string | null = null,
): PromoCode & { readonly catalogId: string } => ({
  id: newId('promo'),
  catalogId,
  code,
  discount,
  expiresAt: expiresAt === null ? null : epochMs(Date.parse(expiresAt)),
});

export class InMemoryCarts implements CartRepository, Restorable {
  products: StoredProduct[] = [];
  promoCodes: (PromoCode & { readonly catalogId: string })[] = [];
  items: { userId: string; catalogId: string; productId: string; at: string }[] = [];
  applied: { userId: string; catalogId: string; promoCodeId: string }[] = [];

  snapshot(): () => void {
    const [items, applied] = [copy(this.items), copy(this.applied)];
    return () => {
      this.items = items;
      this.applied = applied;
    };
  }

  findProduct(catalogId: string, referenceId: string): Promise<string | null> {
    const product = this.products.find((p) => p.catalogId === catalogId && p.card.referenceId === referenceId);
    return Promise.resolve(product?.card.id ?? null);
  }

  add(userId: string, catalogId: string, productId: string, at: Date): Promise<void> {
    if (!this.items.some((i) => i.userId === userId && i.productId === productId))
      this.items.push({ userId, catalogId, productId, at: at.toISOString() });
    return Promise.resolve();
  }

  remove(userId: string, productId: string): Promise<boolean> {
    const before = this.items.length;
    this.items = this.items.filter((i) => !(i.userId === userId && i.productId === productId));
    return Promise.resolve(this.items.length < before);
  }

  removeProducts(userId: string, productIds: readonly string[]): Promise<void> {
    this.items = this.items.filter((i) => !(i.userId === userId && productIds.includes(i.productId)));
    return Promise.resolve();
  }

  findPromoCode(catalogId: string, code: string): Promise<PromoCode | null> {
    return Promise.resolve(this.promoCodes.find((p) => p.catalogId === catalogId && p.code === code) ?? null);
  }

  applyPromoCode(userId: string, catalogId: string, promoCodeId: string): Promise<void> {
    this.applied = this.applied.filter((a) => !(a.userId === userId && a.catalogId === catalogId));
    this.applied.push({ userId, catalogId, promoCodeId });
    return Promise.resolve();
  }

  removePromoCode(userId: string, catalogId: string): Promise<void> {
    this.applied = this.applied.filter((a) => !(a.userId === userId && a.catalogId === catalogId));
    return Promise.resolve();
  }

  read(userId: string, catalogId: string): Promise<StoredCart> {
    const products = this.items
      .filter((i) => i.userId === userId && i.catalogId === catalogId)
      .flatMap((i) => this.products.filter((p) => p.card.id === i.productId && p.catalogId === catalogId));
    const applied = this.applied.find((a) => a.userId === userId && a.catalogId === catalogId);
    const promo = this.promoCodes.find((p) => p.id === applied?.promoCodeId) ?? null;
    return Promise.resolve({ products, promo });
  }
}

export class InMemoryLicenses implements LicenseRepository, Restorable {
  held: { userId: string; productId: string; orderId: string }[] = [];

  snapshot(): () => void {
    const held = copy(this.held);
    return () => {
      this.held = held;
    };
  }

  ownsAny(userId: string, productIds: readonly string[]): Promise<boolean> {
    return Promise.resolve(this.held.some((l) => l.userId === userId && productIds.includes(l.productId)));
  }

  grant(userId: string, productIds: readonly string[], orderId: string): Promise<void> {
    for (const productId of productIds) this.held.push({ userId, productId, orderId });
    return Promise.resolve();
  }
}

interface StoredOrder extends Omit<NewOrder, 'provider'> {
  readonly id: string;
  status: 'pending' | 'paid' | 'failed';
  failureReason: string | null;
}

interface StoredPayment {
  readonly id: string;
  readonly orderId: string;
  readonly provider: string;
  readonly amount: number;
  readonly currency: string;
  status: 'pending' | 'paid' | 'declined';
}

export class InMemoryOrders implements OrderRepository, Restorable {
  orders: StoredOrder[] = [];
  payments: StoredPayment[] = [];

  snapshot(): () => void {
    const [orders, payments] = [copy(this.orders), copy(this.payments)];
    return () => {
      this.orders = orders;
      this.payments = payments;
    };
  }

  order(orderId: string): StoredOrder | undefined {
    return this.orders.find((o) => o.id === orderId);
  }

  failPendingOrders(order: { userId: string; catalogId: string; kind: string }, reason: string): Promise<void> {
    for (const pending of this.orders) {
      if (pending.userId !== order.userId || pending.catalogId !== order.catalogId || pending.kind !== order.kind)
        continue;
      if (pending.status !== 'pending') continue;
      pending.status = 'failed';
      pending.failureReason = reason;
      for (const payment of this.payments)
        if (payment.orderId === pending.id && payment.status === 'pending') payment.status = 'declined';
    }
    return Promise.resolve();
  }

  insertPending(order: NewOrder): Promise<{ readonly orderId: string; readonly paymentId: string }> {
    const { provider, ...rest } = order;
    const orderId = newId('order');
    const paymentId = newId('payment');
    this.orders.push({ ...copy(rest), id: orderId, status: 'pending', failureReason: null });
    this.payments.push({
      id: paymentId,
      orderId,
      provider,
      amount: order.totals.total,
      currency: order.currency,
      status: 'pending',
    });
    return Promise.resolve({ orderId, paymentId });
  }

  paymentOf(paymentId: string): Promise<PaymentOfOrder | null> {
    const payment = this.payments.find((p) => p.id === paymentId);
    const order = payment && this.order(payment.orderId);
    if (!payment || !order) return Promise.resolve(null);
    return Promise.resolve({
      paymentStatus: payment.status,
      orderId: order.id,
      kind: order.kind,
      catalogId: order.catalogId,
      userId: order.userId,
    });
  }

  settlePayment(paymentId: string, status: 'paid' | 'declined'): Promise<boolean> {
    const payment = this.payments.find((p) => p.id === paymentId && p.status === 'pending');
    if (payment) payment.status = status;
    return Promise.resolve(payment !== undefined);
  }

  markPaid(orderId: string): Promise<boolean> {
    const order = this.orders.find((o) => o.id === orderId && o.status === 'pending');
    if (order) order.status = 'paid';
    return Promise.resolve(order !== undefined);
  }

  markFailed(orderId: string, reason: string): Promise<void> {
    const order = this.orders.find((o) => o.id === orderId && o.status === 'pending');
    if (order) {
      order.status = 'failed';
      order.failureReason = reason;
    }
    return Promise.resolve();
  }

  productIdsOf(orderId: string): Promise<readonly string[]> {
    return Promise.resolve(this.order(orderId)?.lines.flatMap((l) => (l.productId ? [l.productId] : [])) ?? []);
  }

  providerPayment(paymentId: string, provider: string): Promise<ProviderPayment | null> {
    const payment = this.payments.find((p) => p.id === paymentId && p.provider === provider);
    const order = payment && this.order(payment.orderId);
    if (!payment || !order) return Promise.resolve(null);
    const { id, amount, currency, status } = payment;
    return Promise.resolve({ id, amount, currency, status, buyerId: order.userId });
  }
}

export class InMemoryClub implements ClubRepository, Restorable {
  periods = new Map<string, string | null>();
  cancellations = new Map<string, { at: string; reasonId: string } | null>();

  snapshot(): () => void {
    const [periods, cancellations] = [new Map(this.periods), new Map(this.cancellations)];
    return () => {
      this.periods = periods;
      this.cancellations = cancellations;
    };
  }

  periodEnd(userId: string): Promise<string | null> {
    return Promise.resolve(this.periods.get(userId) ?? null);
  }

  extendPeriod(userId: string, until: Date): Promise<void> {
    this.periods.set(userId, until.toISOString());
    this.cancellations.set(userId, null);
    return Promise.resolve();
  }

  stopRenewal(userId: string, reasonId: string, at: Date): Promise<string> {
    const kept = this.cancellations.get(userId) ?? { at: at.toISOString(), reasonId };
    this.cancellations.set(userId, kept);
    return Promise.resolve(kept.at);
  }

  facts(userId: string): Promise<ClubFacts> {
    return Promise.resolve({
      clubUntil: this.periods.get(userId) ?? null,
      cancelledAt: this.cancellations.get(userId)?.at ?? null,
      oneOffPurchases: 0,
      asMember: null,
      members: 0,
    });
  }
}

interface StoredInvitation {
  readonly id: string;
  readonly ownerId: string;
  readonly email: string;
  status: 'pending' | 'accepted' | 'removed';
  /** The hash of the mailed link's secret; null for an invitation written before links were mailed. */
  tokenHash: string | null;
}

/** An account as families see it; `verifiedAt` is when its address was proved (never, unless given). */
interface FamilyAccount {
  email: string;
  clubUntil: string | null;
  verifiedAt?: string | null;
}

export class InMemoryFamilies implements FamilyRepository, Restorable {
  accounts = new Map<string, FamilyAccount>();
  invitations: StoredInvitation[] = [];
  members: { memberId: string; ownerId: string; invitationId: string }[] = [];

  snapshot(): () => void {
    const [invitations, members] = [copy(this.invitations), copy(this.members)];
    const accounts = new Map([...this.accounts].map(([id, account]) => [id, { ...account }]));
    return () => {
      this.invitations = invitations;
      this.members = members;
      this.accounts = accounts;
    };
  }

  account(userId: string): Promise<{ readonly email: string; readonly clubUntil: string | null }> {
    const account = this.accounts.get(userId);
    if (!account) throw new Error(`no account ${userId}`);
    return Promise.resolve({ email: account.email, clubUntil: account.clubUntil });
  }

  /** Ids of the families held, in order: the fake unit of work already runs one work at a time. */
  readonly held: string[] = [];

  holdFamily(ownerId: string): Promise<void> {
    this.held.push(ownerId);
    return Promise.resolve();
  }

  isMember(userId: string): Promise<boolean> {
    return Promise.resolve(this.members.some((m) => m.memberId === userId));
  }

  hasMembers(ownerId: string): Promise<boolean> {
    return Promise.resolve(this.members.some((m) => m.ownerId === ownerId));
  }

  seatOf(ownerId: string, email: string): Promise<SeatInvitation | null> {
    const seat = this.invitations.find((i) => i.ownerId === ownerId && i.email === email && i.status !== 'removed');
    return Promise.resolve(
      seat && seat.status !== 'removed' ? { id: seat.id, status: seat.status, linked: seat.tokenHash !== null } : null,
    );
  }

  seatsTaken(ownerId: string): Promise<number> {
    return Promise.resolve(this.invitations.filter((i) => i.ownerId === ownerId && i.status !== 'removed').length);
  }

  invite(ownerId: string, email: string, tokenHash: string): Promise<string> {
    const id = newId('invitation');
    this.invitations.push({ id, ownerId, email, status: 'pending', tokenHash });
    return Promise.resolve(id);
  }

  linkInvitation(invitationId: string, tokenHash: string): Promise<void> {
    const found = this.invitations.find((i) => i.id === invitationId && i.status === 'pending' && !i.tokenHash);
    if (found) found.tokenHash = tokenHash;
    return Promise.resolve();
  }

  invitationByLink(tokenHash: string): Promise<LinkedInvitation | null> {
    const found = this.invitations.find((i) => i.tokenHash === tokenHash);
    return Promise.resolve(
      found ? { id: found.id, ownerId: found.ownerId, email: found.email, status: found.status } : null,
    );
  }

  markAccepted(invitationId: string): Promise<boolean> {
    const found = this.invitations.find((i) => i.id === invitationId && i.status === 'pending');
    if (found) found.status = 'accepted';
    return Promise.resolve(found !== undefined);
  }

  addMember(member: { memberId: string; ownerId: string; invitationId: string }): Promise<void> {
    this.members.push({ ...member });
    return Promise.resolve();
  }

  findMember(memberId: string, ownerId: string | null): Promise<{ memberId: string; invitationId: string } | null> {
    const found = this.members.find((m) => m.memberId === memberId && (ownerId === null || m.ownerId === ownerId));
    return Promise.resolve(found ? { memberId: found.memberId, invitationId: found.invitationId } : null);
  }

  removeMember(member: { memberId: string; invitationId: string }): Promise<void> {
    this.members = this.members.filter((m) => m.memberId !== member.memberId);
    const invitation = this.invitations.find((i) => i.id === member.invitationId);
    if (invitation) invitation.status = 'removed';
    return Promise.resolve();
  }

  proveAddress(userId: string, email: string, at: Date): Promise<void> {
    const account = this.accounts.get(userId);
    if (account?.email === email) account.verifiedAt ??= at.toISOString();
    return Promise.resolve();
  }

  withdrawInvitation(ownerId: string, invitationId: string): Promise<boolean> {
    const found = this.invitations.find(
      (i) => i.id === invitationId && i.ownerId === ownerId && i.status === 'pending',
    );
    if (found) found.status = 'removed';
    return Promise.resolve(found !== undefined);
  }

  view(userId: string): Promise<FamilyView> {
    const viewer = this.accounts.get(userId);
    const proved = viewer?.verifiedAt ? viewer.email : null;
    return Promise.resolve({
      members: this.members
        .filter((m) => m.ownerId === userId)
        .map((m) => ({ userId: m.memberId, email: this.accounts.get(m.memberId)?.email ?? '', joinedAt: '' })),
      invitations: this.invitations
        .filter((i) => i.ownerId === userId && i.status === 'pending')
        .map((i) => ({ id: i.id, email: i.email, invitedAt: '' })),
      received: this.invitations
        .filter((i) => i.email === proved && i.status === 'pending')
        .map((i) => ({ id: i.id, ownerEmail: this.accounts.get(i.ownerId)?.email ?? '', invitedAt: '' })),
      membership: null,
    });
  }
}

/** Club periods by user: none unless set. */
export class InMemoryClubPeriods implements ClubPeriodsRepository {
  readonly periods = new Map<string, ClubPeriods>();

  /** Gives the user a paid period of their own until the ISO instant. */
  member(userId: string, until: string): void {
    this.periods.set(userId, { ownUntil: epochMs(Date.parse(until)), familyOwnerUntil: null });
  }

  periodsOf(userId: string): Promise<ClubPeriods> {
    return Promise.resolve(this.periods.get(userId) ?? { ownUntil: null, familyOwnerUntil: null });
  }
}

/** Runs each unit of work alone, as a transaction would, and puts every fake back when it fails or throws. */
export class InMemoryUnitOfWork<Repositories extends object> implements UnitOfWork<Repositories> {
  #queue: Promise<unknown> = Promise.resolve();

  constructor(readonly repositories: Repositories) {}

  run<T, E extends { readonly code: string }>(
    work: (repositories: Repositories) => Promise<Result<T, E>>,
  ): Promise<Result<T, E>> {
    const next = this.#queue.then(async () => {
      const restores = Object.values(this.repositories)
        .filter((r): r is Restorable => typeof (r as Partial<Restorable>).snapshot === 'function')
        .map((r) => r.snapshot());
      try {
        const result = await work(this.repositories);
        if (!result.ok) for (const restore of restores) restore();
        return result;
      } catch (error) {
        for (const restore of restores) restore();
        throw error;
      }
    });
    this.#queue = next.catch(() => undefined);
    return next;
  }
}

/** Every commerce fake, and one unit of work over them all. */
export const inMemoryCommerce = () => {
  const repositories: CommerceRepositories & {
    readonly carts: InMemoryCarts;
    readonly club: InMemoryClub;
    readonly families: InMemoryFamilies;
    readonly licenses: InMemoryLicenses;
    readonly orders: InMemoryOrders;
  } = {
    carts: new InMemoryCarts(),
    club: new InMemoryClub(),
    families: new InMemoryFamilies(),
    licenses: new InMemoryLicenses(),
    orders: new InMemoryOrders(),
  };
  return { ...repositories, unitOfWork: new InMemoryUnitOfWork(repositories), clubPeriods: new InMemoryClubPeriods() };
};

/** A payment provider that takes every payment and remembers what it was asked to collect. */
export class RecordingPaymentProvider implements PaymentProvider {
  readonly name = 'recording';
  readonly requests: PaymentRequest[] = [];

  start(request: PaymentRequest): Promise<{ readonly redirectUrl: string }> {
    this.requests.push(request);
    return Promise.resolve({ redirectUrl: `/pay/${request.paymentId}` });
  }
}

/** A mail sender that keeps what it sends, or fails every send. */
export class RecordingMailSender implements MailSender {
  readonly sent: MailMessage[] = [];

  constructor(private readonly failing = false) {}

  send(message: MailMessage): Promise<void> {
    if (this.failing) return Promise.reject(new Error('SMTP down'));
    this.sent.push(message);
    return Promise.resolve();
  }
}

/** A clock fixed at an ISO instant. */
export const clockAt = (iso: string) => () => new Date(iso);

/** Every commerce fake, with one title of the catalogue (pl_lalka, 39,90) put in the user's cart at an ISO instant. */
export const commerceWithTitleInCart = (catalogId: string, userId: string, at: string) => {
  const commerce = inMemoryCommerce();
  const title = aCartProduct(catalogId, 'pl_lalka');
  commerce.carts.products.push(title);
  commerce.carts.items.push({ userId, catalogId, productId: title.card.id, at });
  return { commerce, title };
};

/** Starts checkout and answers the pending order and its payment; throws when checkout is refused. */
export const startedCheckout = async (deps: StartCheckoutDeps, input: StartCheckoutInput) => {
  const started = await new StartCheckout(deps).execute(input);
  if (!started.ok) throw new Error(started.error.code);
  return started.value;
};
