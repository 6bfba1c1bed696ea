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

  it.each([
    ['  welcome10 ', 'WELCOME10'],
    ['Witaj15', 'WITAJ15'],
    // Full-width letters and digits (an East Asian keyboard) and a no-break or ideographic space around them.
    ['\u00a0ｗｅｌｃｏｍｅ１０\u3000', 'WELCOME10'],
    // Pasted from a mail: a zero-width space, a soft hyphen, a direction mark, a line break.
    ['WEL\u200bCO\u00adME\u200e10\r\n', 'WELCOME10'],
    ['ﬁnal5', 'FINAL5'],
    ['straße', 'STRASSE'],
    ['SPRING 20', 'SPRING 20'],
    ['\u200b \u200b', ''],
  ])('matches %j as %j: NFKC, no invisible characters, upper case, trimmed', (typed, code) => {
    expect(normalisePromoCode(typed)).toBe(code);
  });
});
