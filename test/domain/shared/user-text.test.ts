import { describe, expect, it } from 'vitest';
import { cleanUserText } from '#domain/shared/user-text';

describe('cleanUserText (free text users write)', () => {
  it.each([
    // "Trojan Source": the override makes the text read otherwise than it is stored.
    ['Great \u202eenil siht\u202c book', 'Great enil siht book', 'Great enil siht book'],
    ['\u2066isolated\u2069 and \u2067rtl\u2069', 'isolated and rtl', 'isolated and rtl'],
    ['\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069', '', ''],
    // Marks that only set a neutral character's direction stay: right-to-left writers need them.
    ['שלום\u200f!', 'שלום\u200f!', 'שלום\u200f!'],
    ['Line one\r\nLine two\rLine three', 'Line one\nLine two\nLine three', 'Line one Line two Line three'],
    ['para\u2029graph\u2028line\u0085next', 'para\ngraph\nline\nnext', 'para graph line next'],
    ['a\tb', 'a\tb', 'a b'],
    ['bell\u0007 nul\u0000 esc\u001b[31m del\u007f csi\u009b', 'bell nul esc[31m del csi', 'bell nul esc[31m del csi'],
    ['lone \ud800 surrogate', 'lone \ufffd surrogate', 'lone \ufffd surrogate'],
    ['Zażółć gęślą jaźń 🎧 👩‍👩‍👧', 'Zażółć gęślą jaźń 🎧 👩‍👩‍👧', 'Zażółć gęślą jaźń 🎧 👩‍👩‍👧'],
  ])('%j → multi-line %j, one line %j', (text, multiline, singleLine) => {
    expect(cleanUserText(text, 'multiline')).toBe(multiline);
    expect(cleanUserText(text, 'single-line')).toBe(singleLine);
  });
});
