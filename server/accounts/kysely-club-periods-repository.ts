import type { Kysely } from 'kysely';
import type { ClubPeriods } from '#domain/licensing/club-access';
import { type EpochMs, epochMs } from '#domain/shared/time';
import type { DatabaseSchema } from '../db/schema';
import type { ClubPeriodsRepository } from './club-periods.port';

const instantOf = (iso: string | null | undefined): EpochMs | null => (iso == null ? null : epochMs(Date.parse(iso)));

/** A user's club period and their family owner's, in one round trip. */
export class KyselyClubPeriodsRepository implements ClubPeriodsRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async periodsOf(userId: string): Promise<ClubPeriods> {
    const row = await this.#db
      .selectFrom('users as u')
      .leftJoin('family_members as fm', 'fm.member_id', 'u.id')
      .leftJoin('users as owner', 'owner.id', 'fm.owner_id')
      .select(['u.club_until as own', 'owner.club_until as familyOwner'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    return { ownUntil: instantOf(row?.own), familyOwnerUntil: instantOf(row?.familyOwner) };
  }
}
