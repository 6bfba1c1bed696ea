import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TopK } from '#server/search/top-k';

describe('TopK', () => {
  it('keeps exactly the best `limit` candidates of a sort, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }), fc.nat({ max: 30 }), (keys, limit) => {
        const order = (a: number, b: number, ka: number, kb: number) => ka - kb || a - b;
        const top = new TopK(limit, order);
        keys.forEach((key, slot) => top.offer(slot, key));
        const expected = keys
          .map((key, slot) => ({ key, slot }))
          .sort((x, y) => order(x.slot, y.slot, x.key, y.key))
          .slice(0, limit)
          .map((c) => c.slot);
        expect(top.sorted()).toEqual(expected);
      }),
    );
  });
});
