import type { Market } from '#domain/market/market';
import type { PlaybackLimit } from './playback-limit';
import type { UserRecord } from './user-repository.port';

/** An account as `GET /me` shows it: the record, its club access in the market and this month's playback limit. */
export interface AccountView {
  readonly user: UserRecord;
  readonly hasClub: boolean;
  readonly playbackLimit: PlaybackLimit;
  /** Spec §6: sees features before everyone (`ALPHA_TESTERS`). */
  readonly isAlphaTester: boolean;
}

/** Reads what an account may do now, besides its record (spec §3 "User (server form)"). */
export interface AccountViews {
  /** The view of an account in a market; null when no such account exists (deleted since its session began). */
  of(userId: string, market: Market, now: Date): Promise<AccountView | null>;
}
