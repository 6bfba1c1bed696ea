import fc from 'fast-check';

/**
 * Strings of any code points, lone surrogates included; a cheap stand-in for fc.string({ unit: 'binary' }),
 * which takes seconds to build here.
 */
export const anyCodePoint: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((codePoint) => String.fromCodePoint(codePoint));

/** Strings of any code points (see anyCodePoint), with optional length bounds. */
export const anyCodePointStringOf = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({ ...constraints, unit: anyCodePoint });

export const anyCodePointString: fc.Arbitrary<string> = anyCodePointStringOf();

/** Any Unicode scalar value (a code point that is not a surrogate): what well-formed text is made of. */
export const anyScalarValue: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff - 0x800 })
  .map((n) => String.fromCodePoint(n < 0xd800 ? n : n + 0x800));

/** Well-formed strings of any scalar values, as fc.string({ unit: 'binary' }) gives, but cheap to build. */
export const anyScalarStringOf = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({ ...constraints, unit: anyScalarValue });
