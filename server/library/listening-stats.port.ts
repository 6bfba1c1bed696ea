import type { WarsawDay } from '../accounts/warsaw-calendar';

/** How long a user listened to one title in a period. */
export interface TitleListening {
  readonly productId: string;
  readonly title: string;
  readonly seconds: number;
}

/** How long a user listened on one calendar day. */
export interface DayListening {
  readonly date: string;
  readonly seconds: number;
}

export interface ListeningStats {
  /** Most listened first, ties by title and id. */
  readonly titles: readonly TitleListening[];
  /** Days with listening only, in calendar order. */
  readonly days: readonly DayListening[];
}

/** Listening summed from the spans SavePlaybackTime recorded, each on the day it started; keyed by the user's id. */
export interface ListeningStatsQueries {
  /** Per title and per day over consecutive Warsaw days (the period is their first start to their last end). */
  over(userId: string, days: readonly WarsawDay[]): Promise<ListeningStats>;
}
