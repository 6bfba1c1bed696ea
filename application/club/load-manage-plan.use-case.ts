import type { Locale } from '#domain/market/locale';
import type { CurrencyCode } from '#domain/market/market';
import { MARKETS } from '#domain/market/markets';
import { CLUB_MONTHLY_PRICE } from '#domain/pricing/club-price';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { ok, type Result } from '#domain/shared/result';
import type { CancellationReason, ClubGateway } from '../ports/club-gateway.port';
import type { ClubError } from './club.errors';

export interface LoadManagePlanDeps {
  readonly club: ClubGateway;
}

/** What the manage-plan page shows: the listener's standing in the club, and what cancelling needs. */
export type ManagePlan =
  | { readonly kind: 'no-club' }
  | { readonly kind: 'not-member' }
  | { readonly kind: 'shared'; readonly ownerEmail: string }
  | {
      readonly kind: 'member';
      readonly clubUntil: string;
      readonly price: MinorUnits;
      readonly currency: CurrencyCode;
      readonly reasons: readonly CancellationReason[];
    }
  | { readonly kind: 'cancelled'; readonly clubUntil: string };

/**
 * Spec §1 club, issue 21 `/user-panel/manage-plan`: in a market without the club (sk, es) there is none to manage;
 * a member's own period renews monthly at the market's price until cancelled, then lasts until its end; a family
 * member shares the owner's; anyone else is not a member.
 */
export class LoadManagePlan {
  readonly #deps: LoadManagePlanDeps;

  constructor(deps: LoadManagePlanDeps) {
    this.#deps = deps;
  }

  async execute(input: { readonly locale: Locale }): Promise<Result<ManagePlan, ClubError>> {
    const { locale } = input;
    const market = MARKETS[locale];
    if (!market.features.club) return ok({ kind: 'no-club' });
    const read = await this.#deps.club.membership(locale);
    if (!read.ok) return read;
    const club = read.value;
    if (club.active && club.clubUntil !== null) {
      if (!club.renews) return ok({ kind: 'cancelled', clubUntil: club.clubUntil });
      const reasons = await this.#deps.club.cancellationReasons(locale);
      if (!reasons.ok) return reasons;
      const { currency } = market;
      return ok({
        kind: 'member',
        clubUntil: club.clubUntil,
        price: CLUB_MONTHLY_PRICE[currency],
        currency,
        reasons: reasons.value,
      });
    }
    if (club.familyRole === 'member' && club.familyActive && club.familyOwnerEmail !== null)
      return ok({ kind: 'shared', ownerEmail: club.familyOwnerEmail });
    return ok({ kind: 'not-member' });
  }
}
