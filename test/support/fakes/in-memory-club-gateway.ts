import type { ClubError } from '#application/club/club.errors';
import type { CancellationReason, ClubGateway, ClubMembership } from '#application/ports/club-gateway.port';
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

/** One listener's club kept in memory, cancelled as the API cancels it; it can be signed out or told to fail. */
export class InMemoryClubGateway implements ClubGateway {
  #membership: ClubMembership;
  readonly #signedIn: boolean;
  #failure: ClubError | null = null;
  /** The reasons cancelling was asked with, in order. */
  readonly cancelledWith: string[] = [];

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
