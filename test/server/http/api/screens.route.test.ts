import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { entryPointSchema } from '#contract/entry-point.schema';
import { helpCategorySchema, helpQuestionSchema } from '#contract/help-center.schema';
import { LEGAL_PAGES, legalPageSchema } from '#contract/legal-page.schema';
import { reviewCollectionSchema } from '#contract/review.schema';
import { SCREEN_KEYS, screenSchema } from '#contract/screen.schema';
import { searchConfigSchema, searchSlugSchema } from '#contract/search-config.schema';
import { seedIds } from '#server/db/seed/seed-ids';
import { LOCAL_SEARCH_CREDENTIALS } from '#server/search/search-credentials';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { nestedLinks } from '#test/support/server/test-server';
import { seededApiSuite } from '#test/support/server/api-suite';
import { createSignedInUser } from '#test/support/server/accounts';

const PL = MARKETS.pl.catalogId;
const CZ = MARKETS.cz.catalogId;
const pl = seedIds('pl');

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`screens, reviews, help and search on ${target.kind}`, () => {
    const { testApp, get, expectError } = seededApiSuite(target);

    describe('screens', () => {
      it('serves the home screen: swimlanes with their first products and link, item sets, top-level categories', async () => {
        const { res, body } = await get(`/pl/v2/visitor/${PL}/screen/home`);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=900');
        const screen = screenSchema.parse(body);
        expect(screen.key).toBe('home');
        const sections = screen._embedded['app:section'];
        expect(new Set(sections.map((s) => s.type))).toEqual(
          new Set(['products-swimlane', 'item-sets', 'category-list']),
        );
        for (const section of sections) {
          if (section.type === 'products-swimlane') {
            expect(section._embedded['app:product'].length).toBe(Math.min(15, section.total));
            expect(section._links?.['app:products-swimlane']).toEqual({
              href: `/pl/v2/products-swimlanes/${section.id}`,
            });
          } else if (section.type === 'item-sets') {
            expect(section.elements.length).toBeGreaterThan(0);
          } else {
            const categories = section._embedded['app:category'];
            expect(categories.length).toBeGreaterThan(0);
            expect(categories.every((c) => c.parent_id === null)).toBe(true);
          }
        }
      });

      it("answers /me/screen with the visitor's home screen, which any cache may keep 900 s per Cookie and Authorization", async () => {
        const { res, body } = await get('/pl/v2/me/screen?_f[noLinks]=1');
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=900');
        expect(res.headers.get('vary')).toContain('Cookie, Authorization');
        const mine = screenSchema.parse(body);
        expect(mine._links).toEqual({ self: { href: '/pl/v2/me/screen' } });
        expect(nestedLinks(body)).toEqual([]);
        const visitor = screenSchema.parse((await get(`/pl/v2/visitor/${PL}/screen/home?_f[noLinks]=1`)).body);
        expect(mine._embedded).toEqual(visitor._embedded);
      });

      it("lets only a signed-in user's own browser keep their /me screens", async () => {
        const user = await createSignedInUser(testApp());
        for (const path of ['/pl/v2/me/screen', '/pl/v2/me/screen/catalog']) {
          const { res } = await get(path, user.bearer);
          expect(res.status, path).toBe(200);
          expect(res.headers.get('cache-control'), path).toBe('private, max-age=900');
          expect(res.headers.get('vary'), path).toContain('Cookie, Authorization');
        }
      });

      it('answers /me/screen/catalog with the catalogue screen of top-level categories', async () => {
        const screen = screenSchema.parse((await get('/pl/v2/me/screen/catalog')).body);
        expect(screen.key).toBe('catalog');
        const section = screen._embedded['app:section'][0];
        if (section?.type !== 'category-list') throw new Error('the catalogue screen starts with no category list');
        expect(section._embedded['app:category'].map((c) => c.slug)).toContain('kryminal-i-sensacja');
      });

      it.each(SCREEN_KEYS)('serves the visitor %s screen in every market', async (key) => {
        for (const lang of LOCALES) {
          const { res, body } = await get(`/${lang}/v2/visitor/${MARKETS[lang].catalogId}/screen/${key}`);
          expect(res.status, `${lang} ${key}`).toBe(200);
          expect(screenSchema.parse(body).key).toBe(key);
        }
      });

      it('gives the help-centre screen its categories and questions', async () => {
        const screen = screenSchema.parse((await get(`/pl/v2/visitor/${PL}/screen/help-center`)).body);
        const categories = screen._embedded['app:help-category'] ?? [];
        expect(categories.map((c) => c.slug)).toContain('konto');
        expect(categories.every((c) => c._embedded['app:help-question'].length > 0)).toBe(true);
      });

      it("answers 404 for another market's catalogue and a malformed one", async () => {
        await expectError(`/pl/v2/visitor/${CZ}/screen/home`, 404, 'NOT_FOUND');
        await expectError('/pl/v2/visitor/pl/screen/search', 404, 'NOT_FOUND');
        await expectError(`/pl/v2/visitor/${PL}/screen/nope`, 404, 'NOT_FOUND');
      });

      it('answers 400 for a bad _f[noLinks] and may be revalidated', async () => {
        await expectError(`/pl/v2/visitor/${PL}/screen/search?_f[noLinks]=2`, 400, 'INVALID_QUERY');
        const first = await get(`/pl/v2/visitor/${PL}/screen/search`);
        const etag = first.res.headers.get('etag') ?? '';
        expect((await get(`/pl/v2/visitor/${PL}/screen/search`, { 'if-none-match': etag })).res.status).toBe(304);
      });
    });

    describe('help centre and legal pages', () => {
      it('serves a help category by slug or id, and its questions with their answers', async () => {
        const bySlug = helpCategorySchema.parse((await get('/pl/v2/help-center/categories/konto')).body);
        const byId = helpCategorySchema.parse((await get(`/pl/v2/help-center/categories/${bySlug.id}`)).body);
        expect(byId).toEqual(bySlug);
        const first = bySlug._embedded['app:help-question'][0];
        const path = `/pl/v2/help-center/categories/${bySlug.id}/questions/${first?.id ?? ''}`;
        expect(first?._links?.self).toEqual({ href: path });
        const { res, body } = await get(path);
        expect(res.status).toBe(200);
        const question = helpQuestionSchema.parse(body);
        expect(question).toMatchObject({ id: first?.id, title: first?.title, category_id: bySlug.id });
        expect(question.body_html).toMatch(/^<p>.+<\/p>$/s);
        const bySlugs = helpQuestionSchema.parse(
          (await get(`/pl/v2/help-center/categories/konto/questions/${first?.slug ?? ''}`)).body,
        );
        expect(bySlugs).toEqual(question);
      });

      it("answers 404 for an unknown help category or question and another market's question", async () => {
        await expectError('/pl/v2/help-center/categories/nie-ma', 404, 'NOT_FOUND');
        await expectError('/pl/v2/help-center/categories/konto/questions/nie-ma', 404, 'NOT_FOUND');
        const czQuestion = await testApp()
          .database.db.selectFrom('help_questions')
          .innerJoin('help_categories', 'help_categories.id', 'help_questions.help_category_id')
          .select(['help_questions.id', 'help_categories.id as category_id'])
          .where('help_categories.catalog_id', '=', CZ)
          .executeTakeFirstOrThrow();
        const path = `help-center/categories/${czQuestion.category_id}/questions/${czQuestion.id}`;
        expect((await get(`/cz/v2/${path}`)).res.status).toBe(200);
        await expectError(`/pl/v2/${path}`, 404, 'NOT_FOUND');
      });

      it.each(LEGAL_PAGES)('serves the %s page as text and HTML', async (page) => {
        const { res, body } = await get(`/pl/v2/legal/${page}`);
        expect(res.status).toBe(200);
        const legal = legalPageSchema.parse(body);
        expect(legal.kind).toBe(page);
        expect(legal.body_html.startsWith('<p>')).toBe(true);
      });

      it('answers 404 for an unknown legal page', async () => {
        await expectError('/pl/v2/legal/terms-of-war', 404, 'NOT_FOUND');
      });
    });

    describe('GET /{lang}/v2/catalogs/{catalogId}/products/{productId}/reviews', () => {
      const POTOP = pl.audiobook('potop');
      const path = `/pl/v2/catalogs/${PL}/products/${POTOP}/reviews`;

      it('lists the reviews with a text, newest first', async () => {
        const { res, body } = await get(`${path}?limit=100`);
        expect(res.status).toBe(200);
        const reviews = reviewCollectionSchema.parse(body);
        const written = await testApp()
          .database.db.selectFrom('reviews')
          .select('id')
          .where('product_id', '=', POTOP)
          .where('review', 'is not', null)
          .execute();
        expect(reviews.total).toBe(written.length);
        const items = reviews._embedded['app:review'];
        expect(items).toHaveLength(written.length);
        const dates = items.map((r) => r.created_at);
        expect(dates).toEqual([...dates].sort().reverse());
        for (const review of items) expect(review.review).not.toBe('');
      });

      it('does the pagination maths', async () => {
        const all = reviewCollectionSchema.parse((await get(`${path}?limit=100`)).body);
        const last = reviewCollectionSchema.parse((await get(`${path}?limit=2&page=${Math.ceil(all.total / 2)}`)).body);
        expect(last.pages).toBe(Math.ceil(all.total / 2));
        expect(last._embedded['app:review'].map((r) => r.id)).toEqual(
          all._embedded['app:review'].slice(2 * (last.pages - 1)).map((r) => r.id),
        );
      });

      it('answers 400 for a bad page or limit', async () => {
        const error = await expectError(`${path}?page=zero&limit=500`, 400, 'INVALID_QUERY');
        expect(error.errors?.map((e) => e.property).sort()).toEqual(['limit', 'page']);
      });

      it("answers 404 for another market's catalogue or product, and malformed ids", async () => {
        await expectError(`/pl/v2/catalogs/${CZ}/products/${POTOP}/reviews`, 404, 'NOT_FOUND');
        await expectError(`/cz/v2/catalogs/${CZ}/products/${POTOP}/reviews`, 404, 'NOT_FOUND');
        await expectError(`/pl/v2/catalogs/pl/products/${POTOP}/reviews`, 404, 'NOT_FOUND');
        await expectError(`/pl/v2/catalogs/${PL}/products/potop/reviews`, 404, 'NOT_FOUND');
      });

      it('keeps only self with _f[noLinks]=1 and may be revalidated', async () => {
        const first = await get(`${path}?_f[noLinks]=1`);
        expect(reviewCollectionSchema.parse(first.body)._links).toEqual({ self: { href: `${path}?page=1&limit=15` } });
        const etag = first.res.headers.get('etag') ?? '';
        expect((await get(`${path}?_f[noLinks]=1`, { 'if-none-match': etag })).res.status).toBe(304);
      });
    });

    describe('GET /{lang}/v2/search/{q}/get-slug', () => {
      it.each([
        ['Kryminał i sensacja', 'category', 'kryminal-i-sensacja'],
        ['  KRYMINAL   i SENSACJA ', 'category', 'kryminal-i-sensacja'],
        ['thriller', 'category', 'thriller'],
        ['henryk sienkiewicz', 'author', 'henryk-sienkiewicz'],
      ])('resolves %j to the %s %s', async (phrase, type, slug) => {
        const { res, body } = await get(`/pl/v2/search/${encodeURIComponent(phrase)}/get-slug`);
        expect(res.status).toBe(200);
        expect(searchSlugSchema.parse(body)).toMatchObject({ type, slug });
      });

      it.each(['kryminał', 'Sienkiewicz', 'x'.repeat(121)])(
        'answers 404 for %j, which names nothing exactly',
        async (q) => {
          await expectError(`/pl/v2/search/${encodeURIComponent(q)}/get-slug`, 404, 'NOT_FOUND');
        },
      );

      it("resolves only the market's own names", async () => {
        await expectError(`/cz/v2/search/${encodeURIComponent('Kryminał i sensacja')}/get-slug`, 404, 'NOT_FOUND');
      });
    });

    describe('GET /{lang}/v2/visitor/{catalogId}/algolia', () => {
      it("names the market's index, restricts every query to its catalogue and hands out the search-only key", async () => {
        const { res, body } = await get(`http://shop.test/pl/v2/visitor/${PL}/algolia`);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=900');
        expect(searchConfigSchema.parse(body)).toEqual({
          index_name: 'audiora_products_pl',
          restrict_facets: [{ name: 'catalog_id', value: PL }],
          select_facets: [],
          app_id: LOCAL_SEARCH_CREDENTIALS.appId,
          search_api_key: LOCAL_SEARCH_CREDENTIALS.searchApiKey,
          host: 'shop.test/search-api',
        });
      });

      it("answers 404 for another market's catalogue", async () => {
        await expectError(`/pl/v2/visitor/${CZ}/algolia`, 404, 'NOT_FOUND');
      });
    });

    describe('entry point and OpenAPI document', () => {
      it('links the main resources from the entry point', async () => {
        const entry = entryPointSchema.parse((await get('/pl/v2/')).body);
        expect(entry._links['app:cycles']).toEqual({ href: '/pl/v2/cycles' });
        expect(entry._links['app:product']).toEqual({ href: '/pl/v2/products/{id}', templated: true });
        expect(entry._links['app:screen']).toEqual({ href: `/pl/v2/visitor/${PL}/screen/home` });
        expect(entry._links['app:search-config']).toEqual({ href: `/pl/v2/visitor/${PL}/algolia` });
      });

      it('documents every operation', async () => {
        const document = (await (await testApp().app.request('/pl/v2/openapi.json')).json()) as {
          paths: Record<string, Record<string, { operationId: string }>>;
        };
        const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
          Object.values(methods).map((op) => `${op.operationId} ${path}`),
        );
        for (const expected of [
          'getProduct /{lang}/v2/products/{id}',
          'getAudiobook /{lang}/v2/audiobooks/{id}',
          'listCategoryProducts /{lang}/v2/categories/{id}/products',
          'getAuthor /{lang}/v2/authors/{id}',
          'getAuthorBySlug /{lang}/v2/authors/slug/{slug}',
          'listAuthorProducts /{lang}/v2/authors/{id}/products',
          'getLectorBySlug /{lang}/v2/lectors/slug/{slug}',
          'getPublisherBySlug /{lang}/v2/publishers/slug/{slug}',
          'listCycles /{lang}/v2/cycles',
          'listPodcasts /{lang}/v2/podcasts',
          'getCycle /{lang}/v2/cycles/{id}',
          'getPodcast /{lang}/v2/podcasts/{id}',
          'getProductsSwimlane /{lang}/v2/products-swimlanes/{id}',
          'listProductReviews /{lang}/v2/catalogs/{catalogId}/products/{productId}/reviews',
          'getMyHomeScreen /{lang}/v2/me/screen',
          'getMyCatalogScreen /{lang}/v2/me/screen/catalog',
          'getVisitorHomeScreen /{lang}/v2/visitor/{catalogId}/screen/home',
          'getVisitorCatalogScreen /{lang}/v2/visitor/{catalogId}/screen/catalog',
          'getVisitorSearchScreen /{lang}/v2/visitor/{catalogId}/screen/search',
          'getVisitorWebPaywallScreen /{lang}/v2/visitor/{catalogId}/screen/web-paywall',
          'getVisitorHelpCenterScreen /{lang}/v2/visitor/{catalogId}/screen/help-center',
          'getHelpCategory /{lang}/v2/help-center/categories/{id}',
          'getHelpQuestion /{lang}/v2/help-center/categories/{categoryId}/questions/{questionId}',
          'getLegalPage /{lang}/v2/legal/{page}',
          'listRecommendedAfter /{lang}/v2/me/recommended-after/{id}',
          'getSearchSlug /{lang}/v2/search/{q}/get-slug',
          'getVisitorSearchConfig /{lang}/v2/visitor/{catalogId}/algolia',
          'getCover /{lang}/v2/covers/{coverId}/{file}',
        ])
          expect(operations).toContain(expected);
      });
    });
  });
}
