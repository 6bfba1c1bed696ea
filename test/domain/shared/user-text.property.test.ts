import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanUserText, type UserTextLines } from '#domain/shared/user-text';
import { anyCodePoint, anyCodePointString } from '#test/support/arbitraries/text.arbitrary';

const BIDI_CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const LINE_BREAKS = ['\r\n', '\r', '\n', '\u0085', '\u2028', '\u2029', '\v', '\f'];

/** Text rich in what cleaning takes out: any code points, mixed with bidi controls, line breaks and C0/C1 controls. */
const hostile = fc.string({
  unit: fc.oneof(
    anyCodePoint,
    fc.constantFrom(...BIDI_CONTROLS, ...LINE_BREAKS, '\t', '\u0000', '\u001b', '\u007f', '\u009b', 'a', ' ', '🎧'),
    fc.constantFrom('\ud800', '\udfff'),
  ),
});
const lines = fc.constantFrom<UserTextLines>('multiline', 'single-line');

const hasBidiControl = (text: string) => /[\u202A-\u202E\u2066-\u2069]/u.test(text);
const hasLoneSurrogate = (text: string) => /\p{Surrogate}/u.test(text);
/** A control character (Cc) or line separator the given kind of text may not keep. */
const hasForbiddenControl = (text: string, kind: UserTextLines) =>
  kind === 'multiline' ? /[^\P{Cc}\n\t]|[\u2028\u2029]/u.test(text) : /[\p{Cc}\u2028\u2029]/u.test(text);

/** Text with nothing to clean for its kind: no bidi controls, no controls but the kind's own, well formed. */
const clean = (kind: UserTextLines) =>
  anyCodePointString
    .map((text) => text.replace(/[\u202A-\u202E\u2066-\u2069\u2028\u2029\p{Cc}\p{Surrogate}]/gu, ''))
    .chain((text) =>
      kind === 'multiline'
        ? fc.array(fc.constantFrom('\n', '\t', text), { maxLength: 5 }).map((parts) => parts.join(''))
        : fc.constant(text),
    );

describe('cleanUserText properties', () => {
  it('leaves no bidi embedding, override or isolate, no lone surrogate and no control the kind forbids', () => {
    fc.assert(
      fc.property(hostile, lines, (text, kind) => {
        const cleaned = cleanUserText(text, kind);
        expect(hasBidiControl(cleaned)).toBe(false);
        expect(hasLoneSurrogate(cleaned)).toBe(false);
        expect(hasForbiddenControl(cleaned, kind)).toBe(false);
      }),
    );
  });

  it('changes nothing on a second pass', () => {
    fc.assert(
      fc.property(hostile, lines, (text, kind) => {
        const once = cleanUserText(text, kind);
        expect(cleanUserText(once, kind)).toBe(once);
      }),
    );
  });

  it('leaves text with nothing to clean exactly as it is', () => {
    for (const kind of ['multiline', 'single-line'] as const)
      fc.assert(
        fc.property(clean(kind), (text) => {
          expect(cleanUserText(text, kind)).toBe(text);
        }),
      );
  });

  it('keeps every line of a multi-line text, and makes a one-line text of one line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zż ]{0,8}$/u), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...LINE_BREAKS),
        (parts, br) => {
          const text = parts.join(br);
          expect(cleanUserText(text, 'multiline').split('\n')).toEqual(parts);
          expect(cleanUserText(text, 'single-line')).toBe(parts.join(' '));
        },
      ),
    );
  });

  it('only ever removes or replaces characters: what it keeps stays in order', () => {
    fc.assert(
      fc.property(hostile, lines, (text, kind) => {
        const letters = (s: string) => [...s].filter((c) => /[\p{L}\p{N}]/u.test(c)).join('');
        expect(letters(cleanUserText(text, kind))).toBe(letters(text));
      }),
    );
  });
});
