import type { Kysely } from 'kysely';
import { mayHearClubTitles } from '#domain/licensing/club-access';
import type { Market } from '#domain/market/market';
import { epochMs } from '#domain/shared/time';
import type { DatabaseSchema } from '../db/schema';
import { KyselyClubPeriodsRepository } from './kysely-club-periods-repository';

/** Whether a user hears club titles in a market now: the domain's rule over the periods stored for them. */
export const hasClubAccess = async (
  db: Kysely<DatabaseSchema>,
  userId: string,
  market: Market,
  now: Date,
): Promise<boolean> =>
  mayHearClubTitles(
    market.features,
    await new KyselyClubPeriodsRepository({ db }).periodsOf(userId),
    epochMs(now.getTime()),
  );
