import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CycleRepository } from '#application/ports/cycle-repository.port';
import { NAMED_CYCLES } from '#domain/catalog/named-cycles';
import { KyCycleRepository } from '#infrastructure/http/ky-cycle-repository';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';
import { InMemoryCycleRepository } from '#test/support/fakes/in-memory-info-repositories';
import { aCycle } from '#test/support/mothers/info-pages.mother';
import { type RunningTestServer, startTestServer } from '#test/support/server/test-server';

/**
 * What every CycleRepository must do, given one that holds the demo catalogue's Polish cycles: Sienkiewicz's
 * trilogy (slug `trylogia`) and the named announcements (`zapowiedzi`).
 */
const cycleRepositoryContract = (
  name: string,
  setup: () => Promise<{ readonly repository: CycleRepository; readonly teardown: () => Promise<void> }>,
) => {
  describe(`CycleRepository contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof setup>>;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('gives a series by its slug, with its authors, prices and volumes in reading order', async () => {
      const result = await subject.repository.findCycle('pl', 'trylogia');
      if (!result.ok) throw new Error(`expected the trilogy, got ${result.error.code}`);
      const cycle = result.value;
      expect([cycle.name, cycle.cycleType, cycle.currency]).toEqual(['Trylogia', 'series', 'PLN']);
      expect(cycle.authors.map((author) => author.name)).toEqual(['Henryk Sienkiewicz']);
      expect(cycle.volumes.map((volume) => [volume.position, volume.product.name])).toEqual([
        [1, 'Ogniem i mieczem'],
        [2, 'Potop'],
        [3, 'Pan Wołodyjowski'],
      ]);
      for (const { product } of cycle.volumes) {
        expect(product.type).toBe('audiobook');
        expect(product.authors).toBe('Henryk Sienkiewicz');
        expect(product.imageUrl).not.toBe('');
      }
      expect(cycle.prices.price).not.toBeNull();
    });

    it('gives the same cycle by its id', async () => {
      const bySlug = await subject.repository.findCycle('pl', 'trylogia');
      if (!bySlug.ok) throw new Error('expected the trilogy');
      const byId = await subject.repository.findCycle('pl', bySlug.value.id);
      expect(byId.ok && byId.value.slug).toBe('trylogia');
    });

    it('resolves the named announcements as a collection', async () => {
      const result = await subject.repository.findCycle('pl', NAMED_CYCLES.announcements);
      if (!result.ok) throw new Error(`expected the announcements, got ${result.error.code}`);
      expect(result.value.cycleType).toBe('collection');
      expect(result.value.volumes.length).toBeGreaterThan(0);
    });

    it("answers CYCLE.NOT_FOUND for an unknown slug and another market's cycle", async () => {
      expect(await subject.repository.findCycle('pl', 'no-such-cycle')).toEqual({
        ok: false,
        error: { code: 'CYCLE.NOT_FOUND' },
      });
      expect(await subject.repository.findCycle('de', 'trylogia')).toEqual({
        ok: false,
        error: { code: 'CYCLE.NOT_FOUND' },
      });
    });
  });
};

let server: RunningTestServer;

cycleRepositoryContract('KyCycleRepository against the reference API', async () => {
  server = await startTestServer();
  const http = createKyHttpClient({ apiOrigin: server.origin, brand: 'audiora', userAgent: 'contract-test' });
  return { repository: new KyCycleRepository({ http }), teardown: () => server.close() };
});

cycleRepositoryContract('InMemoryCycleRepository', () =>
  Promise.resolve({
    repository: new InMemoryCycleRepository()
      .withCycle('pl', aCycle())
      .withCycle('pl', aCycle({ slug: NAMED_CYCLES.announcements, name: 'Zapowiedzi', cycleType: 'collection' })),
    teardown: () => Promise.resolve(),
  }),
);
