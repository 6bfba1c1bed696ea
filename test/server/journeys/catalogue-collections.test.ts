import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { categoryProductsSchema } from '#contract/category-products.schema';
import { PRODUCT_SORTS, type ProductSort, SORT_ORDERS } from '#domain/catalog/product-sort';
import { personSchema } from '#contract/person.schema';
import { productCollectionSchema, type ProductListItemWire, productPageSchema } from '#contract/product.schema';
import { screenSchema } from '#contract/screen.schema';
import { swimlaneSchema } from '#contract/swimlane.schema';
import { seedIds } from '#server/db/seed/seed-ids';
import { DATABASE_TARGETS } from '#test/support/server/databases';
import { nestedLinks } from '#test/support/server/test-server';
import { seededApiSuite } from '#test/support/server/api-suite';

const PL = MARKETS.pl.catalogId;
const pl = seedIds('pl');
const cz = seedIds('cz');

/** The value a sort orders by, read back from the wire. */
const SORT_VALUE: Readonly<Record<ProductSort, (p: ProductListItemWire) => number | string>> = {
  popularity: (p) => p.rating_count,
  rating: (p) => p.rating,
  newest: (p) => p.published_at,
  price: (p) => p.discount_price ?? p.price,
  name: (p) => p.slug,
};

const isOrdered = (values: readonly (number | string)[], order: 'asc' | 'desc') =>
  values.slice(1).every((value, i) => {
    const previous = values[i] ?? value;
    return order === 'asc' ? previous <= value : previous >= value;
  });

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`product collections on ${target.kind}`, () => {
    const { testApp, get, expectError } = seededApiSuite(target, async (app) => {
      // A category with no products, for the empty collection.
      await app.database.db
        .insertInto('categories')
        .values({
          id: '0b6f6f36-2a43-4c55-9d7a-3c1e0f6b2a11',
          catalog_id: PL,
          parent_id: pl.category('kids'),
          slug: 'pusta-polka',
          name: 'Pusta półka',
          position: 999,
        })
        .execute();
    });

    /** Every product of a sortable collection, read page by page. */
    const readAll = async (path: string, query: string, limit: number) => {
      const first = productCollectionSchema.parse((await get(`${path}?${query}&limit=${limit}`)).body);
      const items = [...first._embedded['app:product']];
      for (let page = 2; page <= first.pages; page += 1) {
        const next = productCollectionSchema.parse((await get(`${path}?${query}&limit=${limit}&page=${page}`)).body);
        items.push(...next._embedded['app:product']);
      }
      return { first, items };
    };

    describe('GET /{lang}/v2/categories/{id}/products', () => {
      const CRIME = '/pl/v2/categories/kryminal-i-sensacja/products';

      it('lists the products of the category and of every child category, by slug or id alike', async () => {
        const { res, body } = await get(`${CRIME}?limit=100`);
        expect(res.status).toBe(200);
        const collection = categoryProductsSchema.parse(body);
        expect(collection).toMatchObject({ page: 1, limit: 100, sort: 'popularity', order: 'desc' });
        expect(collection._embedded['app:category']).toEqual([
          expect.objectContaining({ id: pl.category('crime'), slug: 'kryminal-i-sensacja', parent_id: null }),
        ]);
        const subtree = [pl.category('crime'), pl.category('crime-classic'), pl.category('crime-thriller')];
        const linked = await testApp()
          .database.db.selectFrom('product_categories')
          .select('product_id')
          .distinct()
          .where('category_id', 'in', subtree)
          .execute();
        const ids = collection._embedded['app:product'].map((p) => p.id);
        expect(new Set(ids)).toEqual(new Set(linked.map((r) => r.product_id)));
        expect(collection.total).toBe(linked.length);

        const byId = categoryProductsSchema.parse(
          (await get(`/pl/v2/categories/${pl.category('crime')}/products?limit=100`)).body,
        );
        expect(byId._embedded['app:product'].map((p) => p.id)).toEqual(ids);
      });

      it("describes each item by its authors' names (a podcast by its hosts') and prices it in minor units", async () => {
        const collection = categoryProductsSchema.parse((await get(`${CRIME}?limit=100`)).body);
        const items = collection._embedded['app:product'];
        expect(items.some((item) => item.type === 'podcast')).toBe(true);
        for (const item of items) {
          const authors = item._embedded['app:author'].map((a) => a.name).join(', ');
          // A podcast credits no author: its hosts stand in.
          if (item.type === 'podcast') expect(item.description).not.toBe('');
          else expect(item.description).toBe(authors);
          expect(Number.isInteger(item.price)).toBe(true);
          expect(item.currency).toBe('PLN');
          expect(item._links?.self).toEqual({ href: `/pl/v2/products/${item.id}` });
        }
        // Only a cycle names its cycle type: the field is absent from every other item, not null.
        const raw = (await get(`${CRIME}?limit=100`)).body as { _embedded: { 'app:product': object[] } };
        for (const item of raw._embedded['app:product'])
          expect('cycle_type' in item).toBe((item as { type: string }).type === 'cycle');
      });

      it.each(PRODUCT_SORTS.flatMap((sort) => SORT_ORDERS.map((order) => [sort, order] as const)))(
        'sorts by %s %s across pages without gaps or overlaps',
        async (sort, order) => {
          const all = await readAll(
            '/pl/v2/categories/klasyka-literatury/products',
            `sort=${sort}&order=${order}`,
            100,
          );
          const paged = await readAll(
            '/pl/v2/categories/klasyka-literatury/products',
            `sort=${sort}&order=${order}`,
            7,
          );
          expect(paged.first).toMatchObject({ sort, order, limit: 7 });
          expect(isOrdered(all.items.map(SORT_VALUE[sort]), order)).toBe(true);
          expect(paged.items.map((p) => p.id)).toEqual(all.items.map((p) => p.id));
        },
      );

      it('orders each sort in its natural direction when no order is given', async () => {
        const natural = { popularity: 'desc', rating: 'desc', newest: 'desc', price: 'asc', name: 'asc' } as const;
        for (const sort of PRODUCT_SORTS) {
          const collection = categoryProductsSchema.parse((await get(`${CRIME}?sort=${sort}`)).body);
          expect(collection.order).toBe(natural[sort]);
        }
      });

      it('does the pagination maths: pages, a short last page and empty pages past the end', async () => {
        const all = categoryProductsSchema.parse((await get(`${CRIME}?limit=100`)).body);
        const limit = 4;
        const pages = Math.ceil(all.total / limit);
        const last = categoryProductsSchema.parse((await get(`${CRIME}?limit=${limit}&page=${pages}`)).body);
        expect(last).toMatchObject({ page: pages, pages, total: all.total });
        expect(last._embedded['app:product']).toHaveLength(all.total - limit * (pages - 1));
        expect(last._links?.next).toBeUndefined();
        expect(last._links?.prev).toEqual({ href: `${CRIME}?page=${pages - 1}&limit=4&sort=popularity&order=desc` });
        const beyond = categoryProductsSchema.parse((await get(`${CRIME}?limit=${limit}&page=${pages + 1}`)).body);
        expect(beyond).toMatchObject({ page: pages + 1, pages, total: all.total });
        expect(beyond._embedded['app:product']).toEqual([]);
        const first = categoryProductsSchema.parse((await get(`${CRIME}?limit=${limit}`)).body);
        expect(first._links?.next).toEqual({ href: `${CRIME}?page=2&limit=4&sort=popularity&order=desc` });
        expect(first._links?.prev).toBeUndefined();
      });

      it('has 0 pages when the category is empty', async () => {
        const empty = categoryProductsSchema.parse((await get('/pl/v2/categories/pusta-polka/products')).body);
        expect(empty).toMatchObject({ page: 1, pages: 0, total: 0, limit: 15 });
        expect(empty._embedded['app:product']).toEqual([]);
      });

      it.each([
        ['limit=0', ['limit']],
        ['limit=101', ['limit']],
        ['limit=ten', ['limit']],
        ['page=0', ['page']],
        ['page=-1', ['page']],
        ['page=1.5', ['page']],
        ['sort=hot', ['sort']],
        ['order=up', ['order']],
        ['sort=name&order=upward&page=x', ['order', 'page']],
      ])('answers 400 with field errors for %s', async (query, properties) => {
        const error = await expectError(`${CRIME}?${query}`, 400, 'INVALID_QUERY');
        expect(error.errors?.map((e) => e.property).sort()).toEqual(properties);
      });

      it("answers 404 for an unknown slug and another market's category", async () => {
        await expectError('/pl/v2/categories/no-such-category/products', 404, 'NOT_FOUND');
        await expectError(`/pl/v2/categories/${cz.category('crime')}/products`, 404, 'NOT_FOUND');
      });

      it('keeps only self with _f[noLinks]=1, and may be revalidated', async () => {
        const first = await get(`${CRIME}?_f[noLinks]=1&limit=3`);
        const collection = categoryProductsSchema.parse(first.body);
        expect(collection._links).toEqual({ self: { href: `${CRIME}?page=1&limit=3&sort=popularity&order=desc` } });
        expect(nestedLinks(first.body)).toEqual([]);
        expect(first.res.headers.get('cache-control')).toBe('public, max-age=900');
        const etag = first.res.headers.get('etag') ?? '';
        expect((await get(`${CRIME}?_f[noLinks]=1&limit=3`, { 'if-none-match': etag })).res.status).toBe(304);
      });
    });

    describe('GET /{lang}/v2/cycles and /podcasts', () => {
      it("lists the market's cycles, newest first by default, each with its cycle_type", async () => {
        const { res, body } = await get('/pl/v2/cycles');
        expect(res.status).toBe(200);
        const cycles = productCollectionSchema.parse(body);
        expect(cycles).toMatchObject({ sort: 'newest', order: 'desc', total: 5, pages: 1 });
        const items = cycles._embedded['app:product'];
        const series = [pl.cycle('trylogia'), pl.cycle('sherlock-holmes'), pl.cycle('musketeers')];
        const named = [pl.cycle('zapowiedzi'), pl.cycle('cykle-audiobookow')];
        expect(new Set(items.map((c) => c.id))).toEqual(new Set([...series, ...named]));
        for (const cycle of items)
          expect(cycle).toMatchObject({
            type: 'cycle',
            cycle_type: named.includes(cycle.id) ? 'collection' : 'series',
          });
        expect(isOrdered(items.map(SORT_VALUE.newest), 'desc')).toBe(true);
      });

      it("lists the market's podcasts, sortable by name", async () => {
        const podcasts = productCollectionSchema.parse((await get('/cz/v2/podcasts?sort=name')).body);
        expect(podcasts.total).toBeGreaterThan(0);
        const items = podcasts._embedded['app:product'];
        for (const podcast of items) expect(podcast).toMatchObject({ type: 'podcast', currency: 'CZK', is_free: true });
        expect(isOrdered(items.map(SORT_VALUE.name), 'asc')).toBe(true);
      });

      it('pages through the collection and rejects bad parameters', async () => {
        const page = productCollectionSchema.parse((await get('/pl/v2/cycles?limit=2&page=2')).body);
        expect(page).toMatchObject({ page: 2, pages: 3, total: 5 });
        expect(page._embedded['app:product']).toHaveLength(2);
        await expectError('/pl/v2/podcasts?limit=1000', 400, 'INVALID_QUERY');
        await expectError('/pl/v2/cycles?sort=random', 400, 'INVALID_QUERY');
      });
    });

    describe('authors, lectors and publishers', () => {
      const SIENKIEWICZ = pl.author('sienkiewicz');

      it('serves an author by id with a biography and the first page of their products', async () => {
        const { res, body } = await get(`/pl/v2/authors/${SIENKIEWICZ}`);
        expect(res.status).toBe(200);
        const author = personSchema.parse(body);
        expect(author).toMatchObject({ id: SIENKIEWICZ, kind: 'author', name: 'Henryk Sienkiewicz' });
        expect(author.description).not.toBe('');
        const products = author._embedded['app:product'];
        expect(products.length).toBe(Math.min(15, author.products_total));
        for (const product of products) expect(product._embedded['app:author'].map((a) => a.id)).toContain(SIENKIEWICZ);
        expect(products.map((p) => p.id)).toContain(pl.cycle('trylogia'));
        expect(author._links?.['app:products']).toEqual({ href: `/pl/v2/authors/${SIENKIEWICZ}/products` });
      });

      it('serves the same author by slug', async () => {
        const byId = personSchema.parse((await get(`/pl/v2/authors/${SIENKIEWICZ}`)).body);
        const bySlug = personSchema.parse((await get(`/pl/v2/authors/slug/${byId.slug}`)).body);
        expect(bySlug).toEqual(byId);
      });

      it('serves lectors and publishers by slug, with the products they are credited on', async () => {
        const lector = await testApp()
          .database.db.selectFrom('lectors')
          .innerJoin('product_lectors', 'product_lectors.person_id', 'lectors.id')
          .select(['lectors.id', 'lectors.slug'])
          .where('lectors.catalog_id', '=', PL)
          .executeTakeFirstOrThrow();
        const person = personSchema.parse((await get(`/pl/v2/lectors/slug/${lector.slug}`)).body);
        expect(person).toMatchObject({ id: lector.id, kind: 'lector' });
        expect(person.products_total).toBeGreaterThan(0);
        const publisher = personSchema.parse((await get(`/pl/v2/publishers/${pl.publisher('studio')}`)).body);
        expect(publisher.kind).toBe('publisher');
        expect(publisher._embedded['app:product'].every((p) => p.type === 'podcast')).toBe(true);
        expect(personSchema.parse((await get(`/pl/v2/publishers/slug/${publisher.slug}`)).body)).toEqual(publisher);
      });

      it("pages through an author's products in the order asked for", async () => {
        const path = `/pl/v2/authors/${pl.author('dumas')}/products`;
        const all = await readAll(path, 'sort=price&order=asc', 100);
        const paged = await readAll(path, 'sort=price&order=asc', 2);
        expect(all.first.total).toBeGreaterThanOrEqual(4);
        expect(paged.items.map((p) => p.id)).toEqual(all.items.map((p) => p.id));
        expect(isOrdered(all.items.map(SORT_VALUE.price), 'asc')).toBe(true);
      });

      it("answers 404 for unknown slugs, another market's people and malformed ids", async () => {
        await expectError('/pl/v2/authors/slug/nobody-at-all', 404, 'NOT_FOUND');
        await expectError('/pl/v2/lectors/slug/nobody-at-all', 404, 'NOT_FOUND');
        await expectError('/pl/v2/publishers/slug/nobody-at-all', 404, 'NOT_FOUND');
        await expectError(`/pl/v2/authors/${cz.author('hasek')}`, 404, 'NOT_FOUND');
        await expectError(`/pl/v2/authors/${cz.author('hasek')}/products`, 404, 'NOT_FOUND');
        await expectError('/pl/v2/authors/sienkiewicz', 404, 'NOT_FOUND');
      });

      it('answers 400 for bad collection parameters and keeps only self with _f[noLinks]=1', async () => {
        await expectError(`/pl/v2/authors/${SIENKIEWICZ}/products?page=0`, 400, 'INVALID_QUERY');
        const { body } = await get(`/pl/v2/authors/${SIENKIEWICZ}?_f[noLinks]=1`);
        expect(personSchema.parse(body)._links).toEqual({ self: { href: `/pl/v2/authors/${SIENKIEWICZ}` } });
        expect(nestedLinks(body)).toEqual([]);
      });
    });

    describe('GET /{lang}/v2/products-swimlanes/{id}', () => {
      const homeSwimlane = async () => {
        const screen = screenSchema.parse((await get(`/pl/v2/visitor/${PL}/screen/home`)).body);
        const section = screen._embedded['app:section'].find((s) => s.type === 'products-swimlane');
        if (section?.type !== 'products-swimlane') throw new Error('the home screen has no swimlane');
        return section;
      };

      it("pages through a swimlane in the screen's order", async () => {
        const section = await homeSwimlane();
        const { res, body } = await get(`/pl/v2/products-swimlanes/${section.id}?limit=5`);
        expect(res.status).toBe(200);
        const swimlane = swimlaneSchema.parse(body);
        expect(swimlane).toMatchObject({ id: section.id, title: section.title, total: section.total, limit: 5 });
        expect(swimlane.pages).toBe(Math.ceil(section.total / 5));
        expect(swimlane._embedded['app:product'].map((p) => p.id)).toEqual(
          section._embedded['app:product'].slice(0, 5).map((p) => p.id),
        );
        const last = swimlaneSchema.parse(
          (await get(`/pl/v2/products-swimlanes/${section.id}?limit=5&page=${swimlane.pages}`)).body,
        );
        expect(last._embedded['app:product']).toHaveLength(section.total - 5 * (swimlane.pages - 1));
      });

      it("answers 404 for a section that is no swimlane, another market's swimlane and a malformed id", async () => {
        const screen = screenSchema.parse((await get(`/pl/v2/visitor/${PL}/screen/home`)).body);
        const itemSets = screen._embedded['app:section'].find((s) => s.type === 'item-sets');
        await expectError(`/pl/v2/products-swimlanes/${itemSets?.id ?? ''}`, 404, 'NOT_FOUND');
        await expectError(`/cz/v2/products-swimlanes/${(await homeSwimlane()).id}`, 404, 'NOT_FOUND');
        await expectError('/pl/v2/products-swimlanes/new', 404, 'NOT_FOUND');
      });

      it('answers 400 for a bad page and drops nested links with _f[noLinks]=1', async () => {
        const section = await homeSwimlane();
        await expectError(`/pl/v2/products-swimlanes/${section.id}?limit=-3`, 400, 'INVALID_QUERY');
        const { body } = await get(`/pl/v2/products-swimlanes/${section.id}?_f[noLinks]=1`);
        expect(nestedLinks(body)).toEqual([]);
      });
    });

    describe('GET /{lang}/v2/me/recommended-after/{id}', () => {
      const mainCategoryOf = async (ids: readonly string[]) => {
        const rows = await testApp()
          .database.db.selectFrom('product_categories')
          .select(['product_id', 'category_id'])
          .where('product_id', 'in', ids)
          .execute();
        return rows;
      };

      it('puts the next volume of the cycle first and never the product itself or its cycle', async () => {
        const first = pl.audiobook('ogniem-i-mieczem');
        const { res, body } = await get(`/pl/v2/me/recommended-after/${first}?limit=100`);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=900');
        expect(res.headers.get('vary')).toContain('Cookie, Authorization');
        const page = productPageSchema.parse(body);
        const ids = page._embedded['app:product'].map((p) => p.id);
        expect(ids[0]).toBe(pl.audiobook('potop'));
        expect(ids).not.toContain(first);
        expect(ids).not.toContain(pl.cycle('trylogia'));
        expect(new Set(ids).size).toBe(ids.length);
      });

      it('then lists titles of the main category before the others, each group best rated first', async () => {
        const id = pl.audiobook('lalka');
        const page = productPageSchema.parse((await get(`/pl/v2/me/recommended-after/${id}?limit=100`)).body);
        const items = page._embedded['app:product'];
        const mine = await testApp()
          .database.db.selectFrom('audiobooks')
          .select('main_category_id')
          .where('product_id', '=', id)
          .executeTakeFirstOrThrow();
        const links = await mainCategoryOf(items.map((p) => p.id));
        const inMain = (productId: string) =>
          links.some((l) => l.product_id === productId && l.category_id === mine.main_category_id);
        const flags = items.map((p) => inMain(p.id));
        expect(flags.indexOf(false) === -1 || flags.lastIndexOf(true) < flags.indexOf(false)).toBe(true);
        const main = items.filter((p) => inMain(p.id)).map((p) => p.rating);
        expect(main.length).toBeGreaterThan(0);
        expect(isOrdered(main, 'desc')).toBe(true);
        expect(
          isOrdered(
            items.filter((p) => !inMain(p.id)).map((p) => p.rating),
            'desc',
          ),
        ).toBe(true);
      });

      it('pages the list and answers 404 for foreign or malformed ids, 400 for a bad limit', async () => {
        const id = pl.audiobook('lalka');
        const all = productPageSchema.parse((await get(`/pl/v2/me/recommended-after/${id}?limit=100`)).body);
        const second = productPageSchema.parse((await get(`/pl/v2/me/recommended-after/${id}?limit=3&page=2`)).body);
        expect(second.pages).toBe(Math.ceil(all.total / 3));
        expect(second._embedded['app:product'].map((p) => p.id)).toEqual(
          all._embedded['app:product'].slice(3, 6).map((p) => p.id),
        );
        await expectError(`/pl/v2/me/recommended-after/${cz.audiobook('svejk-1')}`, 404, 'NOT_FOUND');
        await expectError('/pl/v2/me/recommended-after/lalka', 404, 'NOT_FOUND');
        await expectError(`/pl/v2/me/recommended-after/${id}?limit=0`, 400, 'INVALID_QUERY');
      });
    });
  });
}
