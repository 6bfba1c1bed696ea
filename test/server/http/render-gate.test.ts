import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRenderGate } from '#server/http/render-gate';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the render gate', () => {
  it('lets `running` renders work, queues the rest of those admitted in order, and refuses beyond', async () => {
    const gate = createRenderGate({ admitted: 4, running: 2 });
    const started: number[] = [];
    const places = [1, 2, 3, 4].map((n) => gate.tryEnter()?.then(() => started.push(n)));
    expect(places.every(Boolean)).toBe(true);
    expect(gate.tryEnter()).toBeNull();
    await settled();
    expect(started).toEqual([1, 2]);
    gate.leave();
    await settled();
    expect(started).toEqual([1, 2, 3]);
    gate.leave();
    gate.leave();
    await settled();
    expect(started).toEqual([1, 2, 3, 4]);
    expect(gate.inFlight).toBe(1);
    gate.leave();
    expect(gate.inFlight).toBe(0);
    // An extra leave does not make room that was never taken.
    gate.leave();
    expect(gate.inFlight).toBe(0);
  });

  it('never runs more than its limit nor admits more than its places, whatever the order of arrivals and ends', async () => {
    const step = fc.oneof(fc.constant('arrive' as const), fc.constant('finish' as const));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(step, { maxLength: 40 }),
        async (running, extra, steps) => {
          const admitted = running + extra;
          const gate = createRenderGate({ admitted, running });
          let working = 0;
          let arrived = 0;
          const order: number[] = [];
          for (const s of steps) {
            if (s === 'arrive') {
              const n = arrived;
              arrived += 1;
              const place = gate.tryEnter();
              if (place === null) expect(gate.inFlight).toBe(admitted);
              else
                void place.then(() => {
                  working += 1;
                  order.push(n);
                });
            } else if (working > 0) {
              working -= 1;
              gate.leave();
            }
            await settled();
            expect(working).toBeLessThanOrEqual(running);
            expect(gate.inFlight).toBeLessThanOrEqual(admitted);
          }
          expect(order).toEqual([...order].sort((a, b) => a - b));
        },
      ),
      { numRuns: 80 },
    );
  });
});
