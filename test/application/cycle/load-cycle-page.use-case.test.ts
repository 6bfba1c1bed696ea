import { describe, expect, it } from 'vitest';
import { LoadCyclePage } from '#application/cycle/load-cycle-page.use-case';
import { InMemoryCycleRepository } from '#test/support/fakes/in-memory-info-repositories';
import { aCycle } from '#test/support/mothers/info-pages.mother';

describe('LoadCyclePage (spec §2 /cycle/[id])', () => {
  it('gives the cycle found by id or by slug, its volumes in reading order whatever order they came in', async () => {
    const cycle = aCycle();
    const shuffled = {
      ...cycle,
      volumes: [cycle.volumes[2], cycle.volumes[0], cycle.volumes[1]].flatMap((v) => (v ? [v] : [])),
    };
    const load = new LoadCyclePage({ cycleRepository: new InMemoryCycleRepository().withCycle('pl', shuffled) });
    for (const id of [cycle.id, 'trylogia']) {
      const result = await load.execute({ locale: 'pl', id });
      if (!result.ok) throw new Error(result.error.code);
      expect(result.value.volumes.map((v) => [v.position, v.product.name])).toEqual([
        [1, 'Ogniem i mieczem'],
        [2, 'Potop'],
        [3, 'Pan Wołodyjowski'],
      ]);
    }
  });

  it('resolves a named collection such as zapowiedzi like any other cycle', async () => {
    const announced = aCycle({ slug: 'zapowiedzi', name: 'Zapowiedzi', cycleType: 'collection' });
    const load = new LoadCyclePage({ cycleRepository: new InMemoryCycleRepository().withCycle('pl', announced) });
    const result = await load.execute({ locale: 'pl', id: 'zapowiedzi' });
    expect(result.ok && result.value.cycleType).toBe('collection');
  });

  it("answers CYCLE.NOT_FOUND for an unknown id and another market's cycle", async () => {
    const load = new LoadCyclePage({ cycleRepository: new InMemoryCycleRepository().withCycle('pl', aCycle()) });
    expect(await load.execute({ locale: 'pl', id: 'no-such-cycle' })).toEqual({
      ok: false,
      error: { code: 'CYCLE.NOT_FOUND' },
    });
    expect(await load.execute({ locale: 'de', id: 'trylogia' })).toEqual({
      ok: false,
      error: { code: 'CYCLE.NOT_FOUND' },
    });
  });

  it('passes maintenance on, for the page to send visitors to its 503 page', async () => {
    const load = new LoadCyclePage({
      cycleRepository: new InMemoryCycleRepository().failWith({ code: 'API.MAINTENANCE' }),
    });
    expect(await load.execute({ locale: 'pl', id: 'x' })).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
  });
});
