import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { apiErrorSchema } from '#contract/api-error.schema';
import { audiobookSchema } from '#contract/audiobook.schema';
import { productSchema } from '#contract/product.schema';
import { seedIds } from '#server/db/seed/seed-ids';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { nestedLinks } from '#test/support/server/test-server';
import { seededApiSuite } from '#test/support/server/api-suite';
import { webpSize } from '#test/support/server/webp-size';

const PL = MARKETS.pl.catalogId;
const CZ = MARKETS.cz.catalogId;
const pl = seedIds('pl');
const cz = seedIds('cz');

const POTOP = pl.audiobook('potop');
const TRYLOGIA = pl.cycle('trylogia');
const SVEJK_1 = cz.audiobook('svejk-1');

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`product resources on ${target.kind}`, () => {
    const { testApp, get, expectError } = seededApiSuite(target);

    describe('GET /{lang}/v2/products/{id}', () => {
      it('serves an audiobook with integer prices, credits, categories and its cycle', async () => {
        const { res, body } = await get(`/pl/v2/products/${POTOP}`);
        expect(res.status).toBe(200);
        const product = productSchema.parse(body);
        if (product.type !== 'audiobook') throw new Error(`expected an audiobook, got ${product.type}`);
        expect(product).toMatchObject({ id: POTOP, name: 'Potop', slug: 'potop', reference_id: 'pl_potop' });
        expect(product.currency).toBe('PLN');
        for (const price of [
          product.price,
          product.discount_price,
          product.price_for_subscribers,
          product.lowest_price,
        ])
          if (price !== null) expect(Number.isInteger(price)).toBe(true);
        expect(product.price).toBeGreaterThan(0);
        expect(product._embedded['app:author'].map((a) => a.name)).toEqual(['Henryk Sienkiewicz']);
        expect(product._embedded['app:lector']).toHaveLength(1);
        expect(product._embedded['app:publisher']).toHaveLength(1);
        expect(product._embedded['app:category'].map((c) => c.id)).toContain(product.main_category_id);
        expect(product._embedded['app:cycle']).toEqual([
          expect.objectContaining({ id: TRYLOGIA, position: 2, volumes_count: 3, cycle_type: 'series' }),
        ]);
        expect(product.image_url).toMatch(new RegExp(`^/pl/v2/covers/${pl.cover('potop')}/[0-9a-z]+\\.webp$`));
        expect(product.description_html).toMatch(/^<p>/);
        expect(product._links?.self).toEqual({ href: `/pl/v2/products/${POTOP}` });
        expect(product._links?.['app:reviews']).toEqual({
          href: `/pl/v2/catalogs/${PL}/products/${POTOP}/reviews`,
        });
      });

      it('gives the exact average of the ratings in the database, to two decimals', async () => {
        const row = await testApp()
          .database.db.selectFrom('products')
          .select(['rating_sum', 'rating_count'])
          .where('id', '=', POTOP)
          .executeTakeFirstOrThrow();
        const product = productSchema.parse((await get(`/pl/v2/products/${POTOP}`)).body);
        expect(product.rating_count).toBe(row.rating_count);
        expect(product.rating).toBe(Math.round((row.rating_sum / row.rating_count) * 100) / 100);
      });

      it('serves a cycle with its cycle_type and its volumes in reading order', async () => {
        const product = productSchema.parse((await get(`/pl/v2/products/${TRYLOGIA}`)).body);
        if (product.type !== 'cycle') throw new Error(`expected a cycle, got ${product.type}`);
        expect(product.cycle_type).toBe('series');
        expect(product._embedded['app:volume'].map((v) => [v.position, v.id])).toEqual([
          [1, pl.audiobook('ogniem-i-mieczem')],
          [2, POTOP],
          [3, pl.audiobook('pan-wolodyjowski')],
        ]);
        expect(product._embedded['app:volume'][0]?.description).toBe('Henryk Sienkiewicz');
      });

      it('serves a podcast with its episodes in order, with durations and release dates', async () => {
        const podcastId = pl.podcast('literary-history');
        const product = productSchema.parse((await get(`/pl/v2/products/${podcastId}`)).body);
        if (product.type !== 'podcast') throw new Error(`expected a podcast, got ${product.type}`);
        expect(product.is_free).toBe(true);
        expect(product.price).toBe(0);
        const episodes = product._embedded['app:episode'];
        expect(episodes.length).toBeGreaterThan(1);
        expect(episodes.map((e) => e.position)).toEqual(episodes.map((_, i) => i + 1));
        const dates = episodes.map((e) => e.published_at);
        expect(dates).toEqual([...dates].sort());
        for (const episode of episodes) expect(episode.duration).toBe(Math.ceil(episode.duration_in_ms / 60_000));
        expect(product.cycle_type).toBeUndefined();
      });

      it('accepts the market catalogue as catalog_id and strict=1', async () => {
        expect((await get(`/pl/v2/products/${POTOP}?catalog_id=${PL}&strict=1`)).res.status).toBe(200);
      });

      it("answers 404 for another market's catalog_id, id, an unknown id and a malformed id", async () => {
        await expectError(`/pl/v2/products/${POTOP}?catalog_id=${CZ}`, 404, 'NOT_FOUND');
        await expectError(`/pl/v2/products/${SVEJK_1}`, 404, 'NOT_FOUND');
        await expectError(`/cz/v2/products/${POTOP}`, 404, 'NOT_FOUND');
        await expectError('/pl/v2/products/3f1c1d0e-8c4b-4b7a-9d7e-0c4f2a1b9e55', 404, 'NOT_FOUND');
        await expectError('/pl/v2/products/potop', 404, 'NOT_FOUND');
      });

      it('answers 400 with field errors for bad query parameters', async () => {
        const error = await expectError(`/pl/v2/products/${POTOP}?catalog_id=pl&strict=yes`, 400, 'INVALID_QUERY');
        expect(error.errors?.map((e) => e.property).sort()).toEqual(['catalog_id', 'strict']);
      });

      it('keeps only the top-level self link with _f[noLinks]=1', async () => {
        const { body } = await get(`/pl/v2/products/${TRYLOGIA}?_f[noLinks]=1`);
        const product = productSchema.parse(body);
        expect(product._links).toEqual({ self: { href: `/pl/v2/products/${TRYLOGIA}` } });
        expect(nestedLinks(body)).toEqual([]);
      });

      it('may be cached for 900 s and revalidated with its ETag', async () => {
        const first = await get(`/pl/v2/products/${POTOP}`);
        expect(first.res.headers.get('cache-control')).toBe('public, max-age=900');
        const etag = first.res.headers.get('etag') ?? '';
        expect(etag).not.toBe('');
        expect((await get(`/pl/v2/products/${POTOP}`, { 'if-none-match': etag })).res.status).toBe(304);
      });

      it("serves each market's product in its own language and currency", async () => {
        const product = productSchema.parse((await get(`/cz/v2/products/${SVEJK_1}`)).body);
        expect(product.currency).toBe('CZK');
        expect(product.reference_id).toMatch(/^cz_/);
      });
    });

    describe('GET /{lang}/v2/audiobooks/{id}', () => {
      it('serves the audiobook with chapters covering its whole duration and its sample', async () => {
        const { res, body } = await get(`/pl/v2/audiobooks/${POTOP}?catalog=${PL}&strict=1`);
        expect(res.status).toBe(200);
        const audiobook = audiobookSchema.parse(body);
        const chapters = audiobook._embedded['app:chapter'];
        expect(chapters[0]?.start_ms).toBe(0);
        chapters.slice(1).forEach((chapter, i) => {
          const previous = chapters[i];
          expect(chapter.start_ms).toBe((previous?.start_ms ?? 0) + (previous?.duration_ms ?? 0));
        });
        expect(chapters.reduce((sum, c) => sum + c.duration_ms, 0)).toBe(audiobook.duration_in_ms);
        expect(audiobook.duration).toBe(Math.ceil(audiobook.duration_in_ms / 60_000));
        expect(audiobook.sample_url).toBe(`/pl/v2/catalogs/${PL}/audiobooks/${POTOP}/media?samples=true`);
        expect(audiobook._embedded['app:publisher'][0]?.name).toBeTruthy();
        expect(audiobook._links?.self).toEqual({ href: `/pl/v2/audiobooks/${POTOP}` });
        expect(audiobook._links?.['app:product']).toEqual({ href: `/pl/v2/products/${POTOP}` });
      });

      it('gives an empty sample_url to a title without a sample', async () => {
        const id = pl.audiobook('lalka');
        await testApp()
          .database.db.updateTable('audiobooks')
          .set({ has_sample: 0, sample_duration_ms: null })
          .where('product_id', '=', id)
          .execute();
        const audiobook = audiobookSchema.parse((await get(`/pl/v2/audiobooks/${id}`)).body);
        expect(audiobook.sample_url).toBe('');
      });

      it('answers 404 for a cycle, a foreign or malformed id and a foreign catalog', async () => {
        await expectError(`/pl/v2/audiobooks/${TRYLOGIA}`, 404, 'NOT_FOUND');
        await expectError(`/pl/v2/audiobooks/${SVEJK_1}`, 404, 'NOT_FOUND');
        await expectError('/pl/v2/audiobooks/not-a-uuid', 404, 'NOT_FOUND');
        await expectError(`/pl/v2/audiobooks/${POTOP}?catalog=${CZ}`, 404, 'NOT_FOUND');
      });

      it('answers 400 for a malformed catalog', async () => {
        const error = await expectError(`/pl/v2/audiobooks/${POTOP}?catalog=42`, 400, 'INVALID_QUERY');
        expect(error.errors).toEqual([{ property: 'catalog', code: 'INVALID' }]);
      });

      it('drops nested links with _f[noLinks]=1 and may be revalidated', async () => {
        const first = await get(`/pl/v2/audiobooks/${POTOP}?_f[noLinks]=1`);
        expect(nestedLinks(first.body)).toEqual([]);
        expect(first.res.headers.get('cache-control')).toBe('public, max-age=900');
        const etag = first.res.headers.get('etag') ?? '';
        const second = await get(`/pl/v2/audiobooks/${POTOP}?_f[noLinks]=1`, { 'if-none-match': etag });
        expect(second.res.status).toBe(304);
      });
    });

    describe('GET /{lang}/v2/covers/{coverId}/{version}.webp|.svg', () => {
      const coverOf = async (productId: string) =>
        productSchema.parse((await get(`/pl/v2/products/${productId}`)).body).image_url;
      it("serves the product's image_url as a WebP drawn from its title, cached for a year", async () => {
        const url = await coverOf(POTOP);
        expect(url).toMatch(/\.webp$/);
        const res = await testApp().app.request(`${url}?w=176`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(webpSize(new Uint8Array(await res.arrayBuffer()))).toEqual([176, 176]);
      });

      it('serves the same cover as an SVG under the same version', async () => {
        const url = (await coverOf(POTOP)).replace(/\.webp$/, '.svg');
        const res = await testApp().app.request(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const svg = await res.text();
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="512"/);
        expect(svg).toContain('Potop — Henryk Sienkiewicz');
      });

      it.each([
        ['64', 64],
        ['300', 320],
        ['352', 352],
        ['2000', 1024],
      ])('renders ?w=%s at the width step %i', async (w, rendered) => {
        const url = await coverOf(POTOP);
        const svg = await (await testApp().app.request(`${url.replace(/\.webp$/, '.svg')}?w=${w}`)).text();
        expect(svg).toContain(`width="${rendered}" height="${rendered}"`);
        const webp = new Uint8Array(await (await testApp().app.request(`${url}?w=${w}`)).arrayBuffer());
        expect(webpSize(webp)).toEqual([rendered, rendered]);
      });

      it.each(['0', 'abc', '1.5', '-5', '5000', ''])('answers 400 for ?w=%s', async (w) => {
        const { res, body } = await get(`${await coverOf(POTOP)}?w=${w}`);
        expect(res.status).toBe(400);
        expect(apiErrorSchema.parse(body).errors).toEqual([{ property: 'w', code: 'INVALID' }]);
      });

      it('serves an outdated version with the current picture, cached only 900 s', async () => {
        for (const file of ['0.webp', '0.svg']) {
          const res = await testApp().app.request(`/pl/v2/covers/${pl.cover('potop')}/${file}?w=32`);
          expect(res.status).toBe(200);
          expect(res.headers.get('cache-control')).toBe('public, max-age=900');
        }
      });

      it("answers 404 for another market's cover, an unknown cover and a file that is no version", async () => {
        const url = await coverOf(POTOP);
        await expectError(url.replace('/pl/', '/cz/'), 404, 'NOT_FOUND');
        await expectError(`/pl/v2/covers/${cz.cover('svejk-1')}/0.webp`, 404, 'NOT_FOUND');
        await expectError(`/pl/v2/covers/${pl.cover('potop')}/x.png`, 404, 'NOT_FOUND');
        await expectError(`/pl/v2/covers/${pl.cover('potop')}/x.webp.svg`, 404, 'NOT_FOUND');
      });

      it('is revalidated with its ETag', async () => {
        const url = await coverOf(TRYLOGIA);
        const etag = (await testApp().app.request(url)).headers.get('etag') ?? '';
        expect((await testApp().app.request(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
      });
    });
  });
}
