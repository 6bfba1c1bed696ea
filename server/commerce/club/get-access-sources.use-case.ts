import { mayHearClubTitles } from '#domain/licensing/club-access';
import type { Market } from '#domain/market/market';
import { ok, type Result } from '#domain/shared/result';
import { epochMs } from '#domain/shared/time';
import type { CommerceError } from '../commerce.errors';
import type { ClubRepository } from './club-repository.port';

/** What gives a user access to titles in a market. */
export interface AccessSources {
  readonly club: {
    readonly available: boolean;
    readonly active: boolean;
    readonly clubUntil: string | null;
    readonly renews: boolean;
    readonly cancelledAt: string | null;
  };
  readonly oneOffPurchases: number;
  readonly family: {
    readonly role: 'owner' | 'member' | null;
    /** A member shares the club while the owner's period runs; an owner while their own does; only where sharing is. */
    readonly active: boolean;
    readonly ownerEmail: string | null;
    readonly members: number;
  };
  readonly hasClub: boolean;
}

export interface GetAccessSourcesDeps {
  readonly club: ClubRepository;
  readonly now: () => Date;
}

export interface GetAccessSourcesInput {
  readonly userId: string;
  readonly market: Market;
}

const isRunning = (until: string | null, now: Date): boolean =>
  until !== null && new Date(until).getTime() > now.getTime();

const instantOf = (iso: string | null) => (iso === null ? null : epochMs(Date.parse(iso)));

/** The viewer's club period (and whether it renews), one-off purchases in the market's catalogue, and family. */
export class GetAccessSources {
  readonly #deps: GetAccessSourcesDeps;

  constructor(deps: GetAccessSourcesDeps) {
    this.#deps = deps;
  }

  async execute(input: GetAccessSourcesInput): Promise<Result<AccessSources, CommerceError>> {
    const { market } = input;
    const now = this.#deps.now();
    const facts = await this.#deps.club.facts(input.userId, market.catalogId);
    const available = market.features.club;
    const ownActive = available && isRunning(facts.clubUntil, now);
    const { asMember } = facts;
    const role = asMember ? 'member' : facts.members > 0 ? 'owner' : null;
    // As for hearing club titles: a family shares the club only where the market offers sharing.
    const sharing = available && market.features.sharing;
    const familyActive =
      sharing && (asMember ? isRunning(asMember.ownerClubUntil, now) : role === 'owner' && ownActive);
    return ok({
      club: {
        available,
        active: ownActive,
        clubUntil: facts.clubUntil,
        renews: ownActive && facts.cancelledAt === null,
        cancelledAt: facts.cancelledAt,
      },
      oneOffPurchases: facts.oneOffPurchases,
      family: { role, active: familyActive, ownerEmail: asMember?.ownerEmail ?? null, members: facts.members },
      hasClub: mayHearClubTitles(
        market.features,
        { ownUntil: instantOf(facts.clubUntil), familyOwnerUntil: instantOf(asMember?.ownerClubUntil ?? null) },
        epochMs(now.getTime()),
      ),
    });
  }
}
