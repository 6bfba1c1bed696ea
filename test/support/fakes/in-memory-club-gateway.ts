import type { ClubError } from '#application/club/club.errors';
import type { CancellationReason, ClubGateway, ClubMembership } from '#application/ports/club-gateway.port';
import { err, ok, type Result } from '#domain/shared/result';

/** The reasons the fake offers, the ids the API lists. */
export const FAKE_REASONS: readonly CancellationReason[] = [
  { id: 'too-expensive', label: 'The club is too expensive for me' },
  { id: 'not-enough-time', label: 'I do not have time to listen' },
  { id: 'missing-titles', label: 'The titles I look for are missing' },
  { id: 'technical-problems', label: 'I have technical problems with the app' },
  { id: 'found-alternative', label: 'I use another service' },
  { id: 'taking-a-break', label: 'I am taking a break' },
  { id: 'other', label: 'Another reason' },
];

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
