import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pick, randomInt, seededRandom, stringHash } from '#server/catalogue/seeded-random';

describe('string hash and seeded randomness (one generator for the seed, the covers and the benchmarks)', () => {
  it('hash to an unsigned 32-bit integer, the same every time', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const hash = stringHash(text);
        expect(Number.isInteger(hash) && hash >= 0 && hash < 2 ** 32).toBe(true);
        expect(stringHash(text)).toBe(hash);
      }),
    );
  });

  it('replay the same sequence for the same seed, text or number, within [0, 1)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), (seed) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i += 1) {
          const x = a();
          expect(x).toBe(b());
          expect(x >= 0 && x < 1).toBe(true);
        }
      }),
    );
  });

  it('draw integers within the bounds and items from the list', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -50, max: 50 }),
        fc.nat(50),
        fc.array(fc.anything(), { minLength: 1 }),
        (seed, min, span, items) => {
          const random = seededRandom(seed);
          const n = randomInt(random, min, min + span);
          expect(n >= min && n <= min + span && Number.isInteger(n)).toBe(true);
          expect(items).toContain(pick(random, items));
        },
      ),
    );
  });

  it('is mulberry32: a number seeds the state as it is, a text through its hash', () => {
    const numbered = seededRandom(42);
    expect([numbered(), numbered(), numbered()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    const texted = seededRandom('audiora');
    const hashed = seededRandom(stringHash('audiora'));
    expect([texted(), texted()]).toEqual([hashed(), hashed()]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => pick(seededRandom('x'), [])).toThrow(RangeError);
  });
});
