import { describe, expect, it } from 'vitest';
import { cartProductIdOf } from '#domain/cart/cart-product-id';

describe('cart product id (spec §7: the reference id without its two-letter country prefix)', () => {
  it.each([
    ['pl_pan-tadeusz', 'pan-tadeusz'],
    ['cz_babicka', 'babicka'],
    ['de_der_prozess', 'der_prozess'],
    ['PL_lalka', 'lalka'],
    ['pan-tadeusz', 'pan-tadeusz'],
    ['pol_pan-tadeusz', 'pol_pan-tadeusz'],
  ])('%j -> %j', (referenceId, expected) => {
    expect(cartProductIdOf(referenceId)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['   '], ['pl_']])('skips the add for %j', (referenceId) => {
    expect(cartProductIdOf(referenceId)).toBeNull();
  });
});
