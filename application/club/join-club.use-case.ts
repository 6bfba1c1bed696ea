import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { err, type Result } from '#domain/shared/result';
import type { ClubGateway, ClubOrder } from '../ports/club-gateway.port';
import type { JoinClubError } from './club.errors';

export interface JoinClubDeps {
  readonly club: ClubGateway;
}

/**
 * Spec §1 club, issue 22: orders a club month to pay on the provider's page. A market without the club (sk, es, en)
 * has nothing to join, and a listener who already hears club titles is not charged a second time.
 */
export class JoinClub {
  readonly #deps: JoinClubDeps;

  constructor(deps: JoinClubDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale }): Promise<Result<ClubOrder, JoinClubError>> {
    const { locale } = input;
    if (!MARKETS[locale].features.club) return err({ code: 'CLUB.NOT_IN_MARKET' });
    const membership = await this.#deps.club.membership(locale);
    if (!membership.ok) {
      const { code } = membership.error;
      return err(code === 'AUTH.NOT_SIGNED_IN' || code === 'API.MAINTENANCE' ? { code } : { code: 'CLUB.UNAVAILABLE' });
    }
    if (membership.value.hasClub) return err({ code: 'CLUB.ALREADY_MEMBER' });
    return this.#deps.club.join(locale);
  }
}
