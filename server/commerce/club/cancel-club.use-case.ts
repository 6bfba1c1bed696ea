import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { invalidField, type SharedError } from '../../shared/server-error';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import type { CommerceError } from '../commerce.errors';
import { isAntiCancellationReasonId } from './anti-cancellation-reasons';
import type { ClubRepository } from './club-repository.port';

export interface CancelClubDeps {
  readonly unitOfWork: UnitOfWork<{ readonly club: ClubRepository }>;
  readonly now: () => Date;
}

export interface CancelClubInput {
  readonly userId: string;
  readonly market: Market;
  /** One of the listed anti-cancellation reasons. */
  readonly reasonId: string;
}

export interface ClubCancelled {
  readonly clubUntil: string;
  readonly cancelledAt: string;
}

const isRunning = (until: string | null, now: Date): until is string =>
  until !== null && new Date(until).getTime() > now.getTime();

/**
 * Stops the club's renewal: access lasts until the period's end, and the reason is kept. An unlisted reason is
 * VALIDATION_FAILED on `reason_id`, a market without the club CLUB_NOT_AVAILABLE, and only a running paid period can be
 * cancelled (NOT_A_CLUB_MEMBER); cancelling again keeps the first cancellation time.
 */
export class CancelClub {
  readonly #deps: CancelClubDeps;

  constructor(deps: CancelClubDeps) {
    this.#deps = deps;
  }

  async execute(input: CancelClubInput): Promise<Result<ClubCancelled, CommerceError | SharedError>> {
    const { userId, reasonId } = input;
    if (!isAntiCancellationReasonId(reasonId)) return err(invalidField('reason_id', 'UNKNOWN_REASON'));
    if (!input.market.features.club) return err({ code: 'CLUB_NOT_AVAILABLE' });
    const now = this.#deps.now();
    return this.#deps.unitOfWork.run(async ({ club }): Promise<Result<ClubCancelled, CommerceError>> => {
      const clubUntil = await club.periodEnd(userId);
      if (!isRunning(clubUntil, now)) return err({ code: 'NOT_A_CLUB_MEMBER' });
      const cancelledAt = await club.stopRenewal(userId, reasonId, now);
      return ok({ clubUntil, cancelledAt });
    });
  }
}
