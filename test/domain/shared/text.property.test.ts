import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointLength, ELLIPSIS, paragraphsOf, truncateText } from '#domain/shared/text';
import { anyCodePointString } from '#test/support/arbitraries/text.arbitrary';

// Full Unicode (astral code points included), plus plenty of spaces to exercise the trimming.
const text = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('a', ' ', '🎧', 'ż') }),
  anyCodePointString,
);
const limit = fc.integer({ min: -2, max: 40 });

const isWellFormed = (s: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe('truncateText properties', () => {
  it('is never longer than the limit (in code points)', () => {
    fc.assert(
      fc.property(text, limit, (t, l) => {
        expect(codePointLength(truncateText(t, l))).toBeLessThanOrEqual(Math.max(0, l));
      }),
    );
  });

  it('leaves a text within its limit unchanged', () => {
    fc.assert(
      fc.property(text, fc.nat(20), (t, extra) => {
        expect(truncateText(t, codePointLength(t) + extra)).toBe(t);
      }),
    );
  });

  it('keeps a prefix of the input (once the ellipsis is taken off)', () => {
    fc.assert(
      fc.property(text, limit, (t, l) => {
        const result = truncateText(t, l);
        const kept = result !== t && result.endsWith(ELLIPSIS) && l >= 4 ? result.slice(0, -ELLIPSIS.length) : result;
        expect(t.startsWith(kept)).toBe(true);
      }),
    );
  });

  it('ends in the ellipsis exactly when it shortens a text with a limit of 4 or more', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 4, max: 40 }), (t, l) => {
        const result = truncateText(t, l);
        if (codePointLength(t) > l) expect(result.endsWith(ELLIPSIS)).toBe(true);
        else expect(result).toBe(t);
      }),
    );
  });

  it('never splits a surrogate pair of a well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), limit, (t, l) => {
        expect(isWellFormed(truncateText(t, l))).toBe(true);
      }),
    );
  });
});

describe('paragraphsOf properties', () => {
  const block = fc.string({ unit: fc.constantFrom('a', ' ', '\n', 'ż', '🎧') });

  it('gives trimmed, non-empty paragraphs with no blank line inside', () => {
    fc.assert(
      fc.property(block, (t) => {
        for (const paragraph of paragraphsOf(t)) {
          expect(paragraph).toBe(paragraph.trim());
          expect(paragraph).not.toBe('');
          expect(paragraph).not.toMatch(/\n\s*\n/);
        }
      }),
    );
  });

  it('loses no visible character', () => {
    fc.assert(
      fc.property(block, (t) => {
        expect(paragraphsOf(t).join('').replace(/\s/g, '')).toBe(t.replace(/\s/g, ''));
      }),
    );
  });
});
