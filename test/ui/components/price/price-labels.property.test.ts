import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { labelPrices, type PricedAmount, withPriceLabels } from '#ui/components/price/price-labels';

const amount = fc.nat({ max: 10_000_000 }).map((n) => n as MinorUnits);
const currency = fc.oneof(fc.constantFrom('PLN', 'EUR', 'CZK', 'TRY', 'GBP'), fc.string({ maxLength: 12 }));
const priced = fc.tuple(amount, currency) as fc.Arbitrary<PricedAmount>;
const writtenBy = (who: string) => (a: MinorUnits, c: string) => `${who}:${c}:${a}`;

describe('price labels', () => {
  it('give back what the server wrote for each labelled amount, and ask the fallback for any other', () => {
    fc.assert(
      fc.property(fc.array(priced, { maxLength: 30 }), priced, (labelled, other) => {
        const format = withPriceLabels(labelPrices(labelled, writtenBy('server')), writtenBy('browser'));
        for (const [a, c] of labelled) expect(format(a, c)).toBe(`server:${c}:${a}`);
        const isLabelled = labelled.some(([a, c]) => a === other[0] && c === other[1]);
        expect(format(...other)).toBe(`${isLabelled ? 'server' : 'browser'}:${other[1]}:${other[0]}`);
      }),
    );
  });

  it('write each amount once, however often the page shows it, and survive a trip through JSON', () => {
    fc.assert(
      fc.property(fc.array(priced, { maxLength: 30 }), (labelled) => {
        let calls = 0;
        const labels = labelPrices(labelled, (a, c) => {
          calls += 1;
          return writtenBy('server')(a, c);
        });
        expect(calls).toBe(new Set(labelled.map(([a, c]) => `${c} ${a}`)).size);
        const sent = JSON.parse(JSON.stringify(labels)) as typeof labels;
        const format = withPriceLabels(sent, writtenBy('browser'));
        for (const [a, c] of labelled) expect(format(a, c)).toBe(`server:${c}:${a}`);
      }),
    );
  });

  it('do not take an inherited property for a label', () => {
    const format = withPriceLabels(labelPrices([], writtenBy('server')), writtenBy('browser'));
    expect(format(0 as MinorUnits, 'constructor')).toBe('browser:constructor:0');
  });
});
