import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { CLUB_MONTHLY_PRICE } from '#domain/pricing/club-price';

describe('CLUB_MONTHLY_PRICE', () => {
  it('prices a month in the minor units of each currency', () => {
    expect(CLUB_MONTHLY_PRICE).toEqual({ PLN: 3990, EUR: 999, CZK: 24900, TRY: 29900 });
  });

  it('has a price in the currency of every market with the club', () => {
    for (const market of Object.values(MARKETS).filter((m) => m.features.club))
      expect(Number.isSafeInteger(CLUB_MONTHLY_PRICE[market.currency]), market.locale).toBe(true);
  });
});
