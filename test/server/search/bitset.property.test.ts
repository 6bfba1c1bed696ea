import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bitset } from '#server/search/bitset';

const members = fc.uniqueArray(fc.nat({ max: 300 }), { maxLength: 60 });
const of = (values: readonly number[]) => {
  const set = new Bitset();
  values.forEach((v) => set.add(v));
  return set;
};
const sorted = (values: Iterable<number>) => [...values].sort((a, b) => a - b);

describe('Bitset behaves like a set of numbers', () => {
  it('lists, counts and answers membership like a Set', () => {
    fc.assert(
      fc.property(members, fc.nat({ max: 300 }), (values, probe) => {
        const set = of(values);
        expect(set.toArray()).toEqual(sorted(values));
        expect(set.count()).toBe(values.length);
        expect(set.has(probe)).toBe(values.includes(probe));
      }),
    );
  });

  it('and, or, andNot and countAnd match set algebra', () => {
    fc.assert(
      fc.property(members, members, (a, b) => {
        const inB = new Set(b);
        expect(of(a).and(of(b)).toArray()).toEqual(sorted(a.filter((x) => inB.has(x))));
        expect(of(a).or(of(b)).toArray()).toEqual(sorted(new Set([...a, ...b])));
        expect(of(a).andNot(of(b)).toArray()).toEqual(sorted(a.filter((x) => !inB.has(x))));
        expect(of(a).countAnd(of(b))).toBe(a.filter((x) => inB.has(x)).length);
      }),
    );
  });

  it('forgets deleted members and copies independently', () => {
    fc.assert(
      fc.property(members, members, (a, removed) => {
        const set = of(a);
        const copy = Bitset.copyOf(set);
        removed.forEach((r) => set.delete(r));
        expect(set.toArray()).toEqual(sorted(a.filter((x) => !removed.includes(x))));
        expect(copy.toArray()).toEqual(sorted(a));
      }),
    );
  });
});
