import fc from 'fast-check';

/**
 * Strings of any code points, lone surrogates included; a cheap stand-in for fc.string({ unit: 'binary' }),
 * which takes seconds to build here.
 */
export const anyCodePointString: fc.Arbitrary<string> = fc.string({
  unit: fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint)),
});
