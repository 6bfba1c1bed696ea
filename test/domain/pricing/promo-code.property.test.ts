import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPromoCodeValid, normalisePromoCode } from '#domain/pricing/promo-code';
import { epochMs } from '#domain/shared/time';

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 }).map(epochMs);

describe('promo code properties', () => {
  it('normalises idempotently and leaves no surrounding space', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const code = normalisePromoCode(typed);
        expect(normalisePromoCode(code)).toBe(code);
        expect(code).toBe(code.trim());
      }),
    );
  });

  it('once expired, stays expired', () => {
    fc.assert(
      fc.property(instant, instant, instant, (expiresAt, now, later) => {
        if (later >= now && !isPromoCodeValid(expiresAt, now)) expect(isPromoCodeValid(expiresAt, later)).toBe(false);
        expect(isPromoCodeValid(null, now)).toBe(true);
      }),
    );
  });
});
