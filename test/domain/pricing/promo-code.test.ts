import { describe, expect, it } from 'vitest';
import { isPromoCodeValid, normalisePromoCode } from '#domain/pricing/promo-code';
import { epochMs } from '#domain/shared/time';

const at = (iso: string) => epochMs(Date.parse(iso));

describe('promo code rules (spec §3 cart promocode)', () => {
  it('treats the expiry instant as the first moment the code no longer applies', () => {
    const now = at('2026-03-01T00:00:00.000Z');
    expect(isPromoCodeValid(null, now)).toBe(true);
    expect(isPromoCodeValid(at('2026-03-01T00:00:00.001Z'), now)).toBe(true);
    expect(isPromoCodeValid(at('2026-03-01T00:00:00.000Z'), now)).toBe(false);
  });

  it('matches codes as typed: trimmed and case-insensitive', () => {
    expect(normalisePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalisePromoCode('Witaj15')).toBe('WITAJ15');
  });
});
