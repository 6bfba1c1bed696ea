import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPromoCodeValid, normalisePromoCode } from '#domain/pricing/promo-code';
import { epochMs } from '#domain/shared/time';
import { anyCodePointString } from '#test/support/arbitraries/text.arbitrary';

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 }).map(epochMs);

describe('promo code properties', () => {
  it('normalises idempotently and leaves no surrounding space', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), anyCodePointString), (typed) => {
        const code = normalisePromoCode(typed);
        expect(normalisePromoCode(code)).toBe(code);
        expect(code).toBe(code.trim());
      }),
    );
  });

  it('matches a code however it is cased, padded or dressed in invisible characters', () => {
    const codeChar = fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789');
    const invisible = fc.constantFrom('\u200b', '\u00ad', '\u200e', '\u2060', '\ufeff');
    const space = fc.constantFrom(' ', '\t', '\u00a0', '\u3000', '\n');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(codeChar, fc.boolean(), fc.boolean(), fc.option(invisible)), { minLength: 1, maxLength: 16 }),
        fc.array(space),
        fc.array(space),
        (chars, before, after) => {
          const stored = chars.map(([c]) => c).join('');
          // Each character lower-cased, full-width, or as it is, with maybe an invisible one after it.
          const typed = chars
            .map(([c, lower, wide, extra]) => {
              const cased = lower ? c.toLowerCase() : c;
              const shown = wide ? String.fromCodePoint(cased.charCodeAt(0) + 0xfee0) : cased;
              return shown + (extra ?? '');
            })
            .join('');
          expect(normalisePromoCode(`${before.join('')}${typed}${after.join('')}`)).toBe(stored);
        },
      ),
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
