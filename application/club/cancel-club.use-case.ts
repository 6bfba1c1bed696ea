import type { Locale } from '#domain/market/locale';
import { err, type Result } from '#domain/shared/result';
import type { ClubGateway } from '../ports/club-gateway.port';
import type { ClubError } from './club.errors';

export interface CancelClubDeps {
  readonly club: ClubGateway;
}

/** Spec §1 club, issue 21: stops the club's renewal with one of the listed reasons; it lasts until the answered end. */
export class CancelClub {
  readonly #deps: CancelClubDeps;

  constructor(deps: CancelClubDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    readonly locale: Locale;
    readonly reasonId: string;
  }): Promise<Result<{ readonly clubUntil: string }, ClubError>> {
    // No reason picked is answered before asking, as the server would refuse it.
    if (input.reasonId.trim() === '') return err({ code: 'CLUB.UNKNOWN_REASON' });
    return this.#deps.club.cancel(input.locale, input.reasonId);
  }
}
