import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarLetter } from '#domain/auth/avatar-letter';
import { anyCodePointString } from '#test/support/arbitraries/text.arbitrary';

describe('avatar letter properties', () => {
  it('is the first code point after leading spaces, upper-cased when that stays one code point; null when none', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ unit: 'grapheme' }), anyCodePointString), (email) => {
        const letter = avatarLetter(email);
        const [first] = Array.from(email.trimStart());
        if (first === undefined) expect(letter).toBeNull();
        else {
          expect(Array.from(letter ?? '')).toHaveLength(1);
          expect([first, first.toUpperCase()]).toContain(letter);
        }
      }),
    );
  });
});
