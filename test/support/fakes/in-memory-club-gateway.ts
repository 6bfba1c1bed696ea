import { randomUUID } from 'node:crypto';
import type { ClubError, JoinClubError } from '#application/club/club.errors';
import type { CancellationReason, ClubGateway, ClubMembership, ClubOrder } from '#application/ports/club-gateway.port';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { err, ok, type Result } from '#domain/shared/result';
import { antiCancellationReasons } from '#server/commerce/club/anti-cancellation-reasons';

/** The reasons the fake offers: the server's own list, in English. */
export const FAKE_REASONS: readonly CancellationReason[] = antiCancellationReasons('en');

const NOBODY: ClubMembership = {
  hasClub: false,
  active: false,
  clubUntil: null,
  renews: false,
  cancelledAt: null,
  familyRole: null,
  familyActive: false,
  familyOwnerEmail: null,
};

/**
 * One listener's club kept in memory, cancelled and joined as the API does it (no club in sk, es, en; a pending order
 * with a payment page); it can be signed out, told to fail, or be a server that takes no payments.
 */
export class InMemoryClubGateway implements ClubGateway {
  #membership: ClubMembership;
  readonly #signedIn: boolean;
  #failure: ClubError | null = null;
  /** The reasons cancelling was asked with, in order. */
  readonly cancelledWith: string[] = [];
  /** The club orders made, in order. */
  readonly orders: ClubOrder[] = [];
  #payments = true;

  constructor(options: { readonly signedIn?: boolean; readonly membership?: Partial<ClubMembership> } = {}) {
    this.#signedIn = options.signedIn ?? true;
    this.#membership = { ...NOBODY, ...options.membership };
  }

  /** A member whose own period runs until `clubUntil` and renews. */
  static member(clubUntil: string): InMemoryClubGateway {
    return new InMemoryClubGateway({ membership: { hasClub: true, active: true, clubUntil, renews: true } });
  }

  failWith(failure: ClubError | null): this {
    this.#failure = failure;
    return this;
  }

  /** A server without a payment provider: joining answers CLUB.PAYMENT_UNAVAILABLE. */
  withoutPayments(): this {
    this.#payments = false;
    return this;
  }

  async join(locale: Locale): Promise<Result<ClubOrder, JoinClubError>> {
    const refused = this.#refusal();
    if (refused)
      return err(
        refused.code === 'AUTH.NOT_SIGNED_IN' || refused.code === 'API.MAINTENANCE'
          ? refused
          : { code: 'CLUB.UNAVAILABLE' },
      );
    if (!MARKETS[locale].features.club) return err({ code: 'CLUB.NOT_IN_MARKET' });
    if (!this.#payments) return err({ code: 'CLUB.PAYMENT_UNAVAILABLE' });
    const orderId = randomUUID();
    const order = { orderId, paymentUrl: `/sandbox-pay/${randomUUID()}` };
    this.orders.push(order);
    return ok(order);
  }

  async membership(): Promise<Result<ClubMembership, ClubError>> {
    const refused = this.#refusal();
    return refused ? err(refused) : ok(this.#membership);
  }

  async cancellationReasons(): Promise<Result<readonly CancellationReason[], ClubError>> {
    const refused = this.#refusal();
    return refused ? err(refused) : ok(FAKE_REASONS);
  }

  async cancel(_locale: string, reasonId: string): Promise<Result<{ readonly clubUntil: string }, ClubError>> {
    this.cancelledWith.push(reasonId);
    const refused = this.#refusal();
    if (refused) return err(refused);
    if (!FAKE_REASONS.some((reason) => reason.id === reasonId)) return err({ code: 'CLUB.UNKNOWN_REASON' });
    const { active, clubUntil } = this.#membership;
    if (!active || clubUntil === null) return err({ code: 'CLUB.NOT_A_MEMBER' });
    this.#membership = { ...this.#membership, renews: false, cancelledAt: new Date().toISOString() };
    return ok({ clubUntil });
  }

  #refusal(): ClubError | null {
    if (this.#failure) return this.#failure;
    return this.#signedIn ? null : { code: 'AUTH.NOT_SIGNED_IN' };
  }
}
