import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandName } from '#domain/shared/brand-name';

describe('brandName', () => {
  it('writes the brand as a name: its first letter upper-cased, the rest as configured', () => {
    expect(brandName('audiora')).toBe('Audiora');
    expect(brandName('')).toBe('');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (brand) => {
        const name = brandName(brand);
        expect(name.slice(1)).toBe(brand.slice(1));
        expect(name.charAt(0)).toBe(brand.charAt(0).toUpperCase());
      }),
    );
  });
});
