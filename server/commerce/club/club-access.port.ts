import type { Market } from '#domain/market/market';

/** Whether a user hears club titles in a market now: their own period, or their family's where sharing is. */
export interface ClubAccess {
  hasClubAccess(userId: string, market: Market, now: Date): Promise<boolean>;
}
