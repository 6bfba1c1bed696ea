import { describe, expect, it } from 'vitest';
import { NAMED_CYCLES } from '#domain/catalog/named-cycles';
import { cycleProductSchema, podcastProductSchema, productSchema } from '#contract/product.schema';
import { ANNOUNCED_TITLES } from '#server/db/seed/content/works';
import { seedIds } from '#server/db/seed/seed-ids';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { nestedLinks } from '#test/support/server/test-server';
import { seededApiSuite } from '#test/support/server/api-suite';

const pl = seedIds('pl');
const de = seedIds('de');
const TRYLOGIA = pl.cycle('trylogia');
const POTOP = pl.audiobook('potop');
const PODCAST = pl.podcast('literary-history');

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`cycles and podcasts by id or slug on ${target.kind}`, () => {
    const { get, expectError } = seededApiSuite(target);

    describe('GET /{lang}/v2/cycles/{id}', () => {
      it('serves a cycle by id, with its volumes in reading order and itself as self', async () => {
        const { res, body } = await get(`/pl/v2/cycles/${TRYLOGIA}`);
        expect(res.status).toBe(200);
        const cycle = cycleProductSchema.parse(body);
        expect(cycle).toMatchObject({ id: TRYLOGIA, type: 'cycle', cycle_type: 'series' });
        expect(cycle._embedded['app:volume'].map((v) => [v.position, v.id])).toEqual([
          [1, pl.audiobook('ogniem-i-mieczem')],
          [2, POTOP],
          [3, pl.audiobook('pan-wolodyjowski')],
        ]);
        expect(cycle._links?.self).toEqual({ href: `/pl/v2/cycles/${TRYLOGIA}` });
      });

      it('serves the same cycle by its slug', async () => {
        const bySlug = cycleProductSchema.parse((await get(`/pl/v2/cycles/trylogia?_f[noLinks]=1`)).body);
        expect(bySlug.id).toBe(TRYLOGIA);
        expect(nestedLinks(bySlug)).toEqual([]);
      });

      it.each([
        ['pl', pl],
        ['de', de],
      ] as const)('%s: resolves the named announcements to the newest titles, newest first', async (locale, ids) => {
        const cycle = cycleProductSchema.parse((await get(`/${locale}/v2/cycles/${NAMED_CYCLES.announcements}`)).body);
        expect(cycle).toMatchObject({ id: ids.cycle(NAMED_CYCLES.announcements), cycle_type: 'collection' });
        const volumes = cycle._embedded['app:volume'];
        expect(volumes).toHaveLength(ANNOUNCED_TITLES);
        for (const volume of volumes) expect(volume.type).toBe('audiobook');
        const dates = volumes.map((v) => v.published_at);
        expect(dates).toEqual([...dates].sort().reverse());
      });

      it('resolves the named series list to the series themselves, in order', async () => {
        const cycle = cycleProductSchema.parse((await get(`/pl/v2/cycles/${NAMED_CYCLES.series}`)).body);
        expect(new Set(cycle._embedded['app:volume'].map((v) => v.id))).toEqual(
          new Set([TRYLOGIA, pl.cycle('sherlock-holmes'), pl.cycle('musketeers')]),
        );
        for (const volume of cycle._embedded['app:volume']) expect(volume.type).toBe('cycle');
      });

      it('never counts a named collection among the cycles a title belongs to', async () => {
        const announced = cycleProductSchema.parse((await get(`/pl/v2/cycles/${NAMED_CYCLES.announcements}`)).body);
        const title = announced._embedded['app:volume'][0];
        if (!title) throw new Error('the announcements are empty');
        const product = productSchema.parse((await get(`/pl/v2/products/${title.id}`)).body);
        if (product.type !== 'audiobook') throw new Error('expected an audiobook');
        expect(product._embedded['app:cycle'].map((c) => c.slug)).not.toContain(NAMED_CYCLES.announcements);
      });

      it("answers 404 for an audiobook, a podcast, another market's cycle and an unknown slug", async () => {
        await expectError(`/pl/v2/cycles/${POTOP}`, 404, 'NOT_FOUND');
        await expectError(`/pl/v2/cycles/${PODCAST}`, 404, 'NOT_FOUND');
        await expectError(`/de/v2/cycles/${TRYLOGIA}`, 404, 'NOT_FOUND');
        await expectError('/pl/v2/cycles/no-such-cycle', 404, 'NOT_FOUND');
      });
    });

    describe('GET /{lang}/v2/podcasts/{id}', () => {
      it('serves a podcast by id and by slug with its hosts and episodes', async () => {
        const byId = podcastProductSchema.parse((await get(`/pl/v2/podcasts/${PODCAST}`)).body);
        expect(byId._embedded['app:episode'].length).toBeGreaterThanOrEqual(5);
        expect(byId._embedded['app:lector'].length).toBeGreaterThan(0);
        expect(byId._links?.self).toEqual({ href: `/pl/v2/podcasts/${PODCAST}` });
        const bySlug = podcastProductSchema.parse((await get(`/pl/v2/podcasts/${byId.slug}`)).body);
        expect(bySlug.id).toBe(PODCAST);
      });

      it('answers 404 for a cycle and an unknown podcast', async () => {
        await expectError(`/pl/v2/podcasts/${TRYLOGIA}`, 404, 'NOT_FOUND');
        await expectError('/pl/v2/podcasts/no-such-show', 404, 'NOT_FOUND');
      });
    });
  });
}
