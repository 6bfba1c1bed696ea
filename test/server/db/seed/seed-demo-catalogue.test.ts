import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { KyselyCategoryRepository } from '#server/catalogue/kysely-category-repository';
import type { DatabaseSchema } from '#server/db/schema';
import { buildDemoCatalogue, buildMarketSeed } from '#server/db/seed/build-demo-catalogue';
import { NAMED_CYCLES } from '#domain/catalog/named-cycles';
import { deterministicId } from '#server/db/seed/deterministic-id';
import { DEMO_SEED, seedDemoCatalogue } from '#server/db/seed/seed-demo-catalogue';
import { insertRows } from '#server/db/seed/insert-rows';
import { chapterCountFor, splitIntoChapters } from '#server/db/seed/demo-chapters';
import { SEEDED_TABLES, type SeedRows } from '#server/db/seed/seed-rows';
import { seededRandom } from '#server/catalogue/seeded-random';
import { DEMO_RECORDINGS } from '#server/media/demo-recordings';
import type { TestDatabase } from '#test/support/server/databases';
import { CATALOGUE_DATABASE_TARGETS } from '#test/support/server/catalogue-databases';
import type { Kysely } from 'kysely';

const CLUB_MARKETS = ['pl', 'cz', 'de', 'lt', 'tr'];

/** The six top-level categories every market had before the catalogue grew: same keys, slugs, names and order. */
const ORIGINAL_TOP_LEVEL: Readonly<Record<string, readonly (readonly [string, string, string])[]>> = {
  pl: [
    ['crime', 'kryminal-i-sensacja', 'Kryminał i sensacja'],
    ['speculative', 'fantastyka', 'Fantastyka'],
    ['classics', 'klasyka-literatury', 'Klasyka literatury'],
    ['history', 'historia-i-biografie', 'Historia i biografie'],
    ['kids', 'dla-dzieci', 'Dla dzieci'],
    ['growth', 'rozwoj-osobisty', 'Rozwój osobisty'],
  ],
  cz: [
    ['crime', 'detektivky-a-thrillery', 'Detektivky a thrillery'],
    ['speculative', 'fantasy-a-sci-fi', 'Fantasy a sci-fi'],
    ['classics', 'klasicka-literatura', 'Klasická literatura'],
    ['history', 'historie-a-zivotopisy', 'Historie a životopisy'],
    ['kids', 'pro-deti', 'Pro děti'],
    ['growth', 'osobni-rozvoj', 'Osobní rozvoj'],
  ],
  sk: [
    ['crime', 'detektivky-a-trilery', 'Detektívky a trilery'],
    ['speculative', 'fantasy-a-sci-fi', 'Fantasy a sci-fi'],
    ['classics', 'klasicka-literatura', 'Klasická literatúra'],
    ['history', 'historia-a-zivotopisy', 'História a životopisy'],
    ['kids', 'pre-deti', 'Pre deti'],
    ['growth', 'osobny-rozvoj', 'Osobný rozvoj'],
  ],
  de: [
    ['crime', 'krimis-und-thriller', 'Krimis und Thriller'],
    ['speculative', 'fantasy-und-science-fiction', 'Fantasy und Science-Fiction'],
    ['classics', 'klassiker', 'Klassiker'],
    ['history', 'geschichte-und-biografien', 'Geschichte und Biografien'],
    ['kids', 'kinderhoerbuecher', 'Kinderhörbücher'],
    ['growth', 'persoenliche-entwicklung', 'Persönliche Entwicklung'],
  ],
  lt: [
    ['crime', 'detektyvai-ir-trileriai', 'Detektyvai ir trileriai'],
    ['speculative', 'fantastika', 'Fantastika'],
    ['classics', 'klasika', 'Klasika'],
    ['history', 'istorija-ir-biografijos', 'Istorija ir biografijos'],
    ['kids', 'vaikams', 'Vaikams'],
    ['growth', 'asmeninis-tobulejimas', 'Asmeninis tobulėjimas'],
  ],
  es: [
    ['crime', 'novela-negra-y-suspense', 'Novela negra y suspense'],
    ['speculative', 'fantasia-y-ciencia-ficcion', 'Fantasía y ciencia ficción'],
    ['classics', 'clasicos', 'Clásicos'],
    ['history', 'historia-y-biografias', 'Historia y biografías'],
    ['kids', 'infantil', 'Infantil'],
    ['growth', 'desarrollo-personal', 'Desarrollo personal'],
  ],
  en: [
    ['crime', 'crime-and-thrillers', 'Crime & Thrillers'],
    ['speculative', 'fantasy-and-science-fiction', 'Fantasy & Science Fiction'],
    ['classics', 'classics', 'Classics'],
    ['history', 'history-and-biography', 'History & Biography'],
    ['kids', 'children', 'Children'],
    ['growth', 'personal-growth', 'Personal Growth'],
  ],
  tr: [
    ['crime', 'polisiye-ve-gerilim', 'Polisiye ve gerilim'],
    ['speculative', 'fantastik-ve-bilimkurgu', 'Fantastik ve bilimkurgu'],
    ['classics', 'klasikler', 'Klasikler'],
    ['history', 'tarih-ve-biyografi', 'Tarih ve biyografi'],
    ['kids', 'cocuk', 'Çocuk'],
    ['growth', 'kisisel-gelisim', 'Kişisel gelişim'],
  ],
};

const countBy = async (
  db: Kysely<DatabaseSchema>,
  query: ReturnType<typeof sql<{ catalog_id: string; n: number | string }>>,
): Promise<Map<string, number>> => {
  const { rows } = await query.execute(db);
  return new Map(rows.map((row) => [row.catalog_id, Number(row.n)]));
};

/** Every seeded row of every table, in a stable order: what "seeding again changes nothing" compares. */
const snapshot = async (db: Kysely<DatabaseSchema>): Promise<Record<string, unknown[]>> => {
  const tables: Record<string, unknown[]> = {};
  for (const table of SEEDED_TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    tables[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'created_at' || table !== 'categories')),
        ),
      )
      .sort();
  }
  return tables;
};

/**
 * The demo catalogue as the first seed version wrote it: the same rows, but invented media facts (no media ids,
 * lengths of hours, ten-minute samples, about two chapters an hour titled "Chapter n", episodes of half an hour
 * without media) and, as an operator might have left them, some DRM flags the other way round.
 */
const asSeededByVersion1 = (rows: SeedRows): SeedRows => {
  const chapterIds = new Map(rows.chapters.map((c) => [`${c.audiobook_id}/${c.position}`, c.id]));
  const audiobooks = rows.audiobooks.map((book, i) => ({
    ...book,
    duration_ms: 3_600_000 * (2 + (i % 18)),
    sample_duration_ms: 600_000,
    is_drm_protected: i % 5 === 0 ? ((1 - Number(book.is_drm_protected)) as 0 | 1) : book.is_drm_protected,
    media_id: null,
    sample_media_id: null,
  }));
  const chapters = audiobooks.flatMap((book) => {
    const count = chapterCountFor(book.duration_ms / 3_600_000, seededRandom(book.product_id));
    return splitIntoChapters(book.duration_ms, count, seededRandom(book.product_id)).map((span, i) => ({
      id: chapterIds.get(`${book.product_id}/${i + 1}`) ?? deterministicId(`${book.product_id}/chapter/${i + 1}`),
      audiobook_id: book.product_id,
      position: i + 1,
      title: `Chapter ${i + 1}`,
      start_ms: span.startMs,
      duration_ms: span.durationMs,
    }));
  });
  const podcast_episodes = rows.podcast_episodes.map((episode) => ({
    ...episode,
    duration_ms: 1_800_000,
    media_id: null,
  }));
  return { ...rows, audiobooks, chapters, podcast_episodes };
};

for (const target of CATALOGUE_DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`demo catalogue seed on ${target.kind}`, () => {
    let testDb: TestDatabase;
    let db: Kysely<DatabaseSchema>;

    beforeAll(async () => {
      testDb = await target.open();
      db = testDb.database.db;
      await seedDemoCatalogue(db);
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    it('gives every market its catalogue with top-level and child categories', async () => {
      const repository = new KyselyCategoryRepository({ db });
      for (const locale of LOCALES) {
        const categories = await repository.listByCatalog(MARKETS[locale].catalogId);
        expect(categories.filter((c) => c.parentId === null).length, locale).toBeGreaterThanOrEqual(5);
        expect(
          categories.some((c) => c.parentId !== null),
          locale,
        ).toBe(true);
        const ids = new Set(categories.map((c) => c.id));
        for (const c of categories) if (c.parentId) expect(ids.has(c.parentId)).toBe(true);
      }
    });

    it('keeps the six original top-level categories of each market exactly, and grows each tree to 15+ on two levels', async () => {
      const repository = new KyselyCategoryRepository({ db });
      for (const locale of LOCALES) {
        const categories = await repository.listByCatalog(MARKETS[locale].catalogId);
        const topLevel = categories.filter((c) => c.parentId === null);
        expect(
          topLevel.map((c) => [c.id, c.slug, c.name]),
          locale,
        ).toEqual(
          (ORIGINAL_TOP_LEVEL[locale] ?? []).map(([key, slug, name]) => [
            deterministicId(`${locale}/category/${key}`),
            slug,
            name,
          ]),
        );
        expect(categories.length, locale).toBeGreaterThanOrEqual(15);
        const topIds = new Set(topLevel.map((c) => c.id));
        // Two levels: every child hangs directly under a top-level category.
        for (const child of categories.filter((c) => c.parentId !== null))
          expect(topIds.has(child.parentId ?? '')).toBe(true);
        for (const parent of topLevel)
          expect(
            categories.some((c) => c.parentId === parent.id),
            `${locale} ${parent.slug}`,
          ).toBe(true);
      }
    });

    it('sells at least 40 audiobooks, 3 cycles of 3+ volumes, the named collections and 5 podcasts of 5+ episodes in every market', async () => {
      const audiobooks = await countBy(
        db,
        sql`select catalog_id, count(*) as n from products where type = 'audiobook' group by catalog_id`,
      );
      const cycles = await db
        .selectFrom('products')
        .innerJoin('cycle_volumes', 'cycle_volumes.cycle_id', 'products.id')
        .select(['products.catalog_id', 'products.id', 'products.cycle_type', (eb) => eb.fn.countAll().as('volumes')])
        .where('products.type', '=', 'cycle')
        .groupBy(['products.catalog_id', 'products.id', 'products.cycle_type'])
        .execute();
      const podcasts = await db
        .selectFrom('products')
        .innerJoin('podcast_episodes', 'podcast_episodes.podcast_id', 'products.id')
        .select(['products.catalog_id', 'products.id', (eb) => eb.fn.countAll().as('episodes')])
        .where('products.type', '=', 'podcast')
        .groupBy(['products.catalog_id', 'products.id'])
        .execute();
      for (const locale of LOCALES) {
        const catalogId = MARKETS[locale].catalogId;
        expect(audiobooks.get(catalogId), locale).toBeGreaterThanOrEqual(40);
        const marketCycles = cycles.filter((c) => c.catalog_id === catalogId);
        expect(marketCycles.length, locale).toBe(3 + Object.keys(NAMED_CYCLES).length);
        for (const cycle of marketCycles) {
          expect(Number(cycle.volumes)).toBeGreaterThanOrEqual(3);
          expect(['series', 'collection']).toContain(cycle.cycle_type);
        }
        const marketPodcasts = podcasts.filter((p) => p.catalog_id === catalogId);
        expect(marketPodcasts.length, locale).toBe(5);
        for (const podcast of marketPodcasts) expect(Number(podcast.episodes)).toBeGreaterThanOrEqual(5);
      }
    });

    it('makes cycle volumes audiobooks of the same catalogue (the named series list: series), numbered 1, 2, 3…', async () => {
      const rows = await db
        .selectFrom('cycle_volumes')
        .innerJoin('products as cycle', 'cycle.id', 'cycle_volumes.cycle_id')
        .innerJoin('products as volume', 'volume.id', 'cycle_volumes.volume_id')
        .select([
          'cycle.id',
          'cycle.slug',
          'cycle.catalog_id as cycle_catalog',
          'volume.catalog_id as volume_catalog',
          'volume.type',
          'cycle_volumes.position',
        ])
        .orderBy('cycle.id')
        .orderBy('cycle_volumes.position')
        .execute();
      const positions = new Map<string, number[]>();
      for (const row of rows) {
        expect(row.volume_catalog).toBe(row.cycle_catalog);
        expect(row.type).toBe(row.slug === NAMED_CYCLES.series ? 'cycle' : 'audiobook');
        positions.set(row.id, [...(positions.get(row.id) ?? []), row.position]);
      }
      for (const list of positions.values()) expect(list).toEqual(list.map((_, i) => i + 1));
    });

    it('gives away free titles in every market, some with DRM and some without', async () => {
      const rows = await db
        .selectFrom('products')
        .innerJoin('audiobooks', 'audiobooks.product_id', 'products.id')
        .innerJoin('product_prices', 'product_prices.product_id', 'products.id')
        .select(['products.catalog_id', 'audiobooks.is_drm_protected', 'product_prices.price'])
        .where('products.is_free', '=', 1)
        .execute();
      for (const locale of LOCALES) {
        const free = rows.filter((r) => r.catalog_id === MARKETS[locale].catalogId);
        expect(free.length, locale).toBeGreaterThanOrEqual(3);
        expect(
          free.some((r) => Number(r.is_drm_protected) === 1),
          locale,
        ).toBe(true);
        expect(
          free.some((r) => Number(r.is_drm_protected) === 0),
          locale,
        ).toBe(true);
        for (const r of free) expect(r.price).toBe(0);
      }
    });

    it('prices in the catalogue currency with discounts everywhere and club prices and subscription titles only where the club is on', async () => {
      const rows = await db
        .selectFrom('product_prices')
        .innerJoin('products', 'products.id', 'product_prices.product_id')
        .select([
          'products.catalog_id',
          'products.type',
          'products.is_free',
          'products.is_available_in_subscription',
          'product_prices.catalog_id as price_catalog',
          'product_prices.price',
          'product_prices.discount_price',
          'product_prices.price_for_subscribers',
          'product_prices.lowest_price',
        ])
        .execute();
      const ranges: Readonly<Record<string, readonly [number, number]>> = {
        PLN: [1990, 5990],
        EUR: [499, 1999],
        CZK: [14900, 44900],
        TRY: [4900, 29900],
      };
      for (const locale of LOCALES) {
        const market = MARKETS[locale];
        const mine = rows.filter((r) => r.catalog_id === market.catalogId);
        const paidAudiobooks = mine.filter((r) => r.type === 'audiobook' && Number(r.is_free) === 0);
        const [low, high] = ranges[market.currency] ?? [0, 0];
        for (const r of paidAudiobooks) expect(r.price, `${locale} ${r.price}`).toBeGreaterThanOrEqual(low);
        for (const r of paidAudiobooks) expect(r.price, `${locale} ${r.price}`).toBeLessThanOrEqual(high);
        for (const r of mine) {
          expect(r.price_catalog).toBe(market.catalogId);
          if (r.lowest_price !== null) expect(r.lowest_price).toBeLessThanOrEqual(r.price);
          if (r.discount_price !== null) expect(r.discount_price).toBeLessThan(r.price);
          if (r.discount_price !== null) expect(r.lowest_price).toBeLessThanOrEqual(r.discount_price);
        }
        expect(paidAudiobooks.filter((r) => r.discount_price !== null).length, locale).toBeGreaterThanOrEqual(3);
        const withClubPrice = mine.filter((r) => r.price_for_subscribers !== null).length;
        const inSubscription = mine.filter((r) => Number(r.is_available_in_subscription) === 1).length;
        if (CLUB_MARKETS.includes(locale)) {
          expect(withClubPrice, locale).toBeGreaterThan(paidAudiobooks.length / 2);
          expect(inSubscription, locale).toBeGreaterThan(paidAudiobooks.length / 3);
        } else {
          expect(withClubPrice, locale).toBe(0);
          expect(inSubscription, locale).toBe(0);
        }
      }
    });

    it('gives every audiobook its recording’s media id, sample, duration, DRM flag and chapters, in its market’s language', async () => {
      const books = await db
        .selectFrom('audiobooks')
        .innerJoin('products', 'products.id', 'audiobooks.product_id')
        .innerJoin('catalogs', 'catalogs.id', 'products.catalog_id')
        .select([
          'audiobooks.product_id',
          'catalogs.locale',
          'audiobooks.duration_ms',
          'audiobooks.has_sample',
          'audiobooks.sample_duration_ms',
          'audiobooks.is_drm_protected',
          'audiobooks.media_id',
          'audiobooks.sample_media_id',
        ])
        .execute();
      const chapters = await db
        .selectFrom('chapters')
        .select(['audiobook_id', 'position', 'title', 'start_ms', 'duration_ms'])
        .orderBy('audiobook_id')
        .orderBy('position')
        .execute();
      const byBook = new Map<string, typeof chapters>();
      for (const chapter of chapters)
        byBook.set(chapter.audiobook_id, [...(byBook.get(chapter.audiobook_id) ?? []), chapter]);
      expect(books.length).toBeGreaterThanOrEqual(40 * LOCALES.length);
      for (const book of books) {
        const recording = DEMO_RECORDINGS.find((r) => r.id === book.media_id);
        expect(recording?.kind, book.product_id).toBe('audiobook');
        expect(recording?.locale, book.product_id).toBe(book.locale);
        if (!recording) continue;
        expect(book.sample_media_id).toBe(recording.id);
        expect(Number(book.has_sample)).toBe(1);
        expect(book.sample_duration_ms).toBe(recording.sample?.durationMs);
        expect(book.duration_ms).toBe(recording.durationMs);
        expect(Number(book.is_drm_protected)).toBe(recording.protected ? 1 : 0);
        const list = byBook.get(book.product_id) ?? [];
        expect(list.map((c) => c.position)).toEqual(recording.chapters.map((_, i) => i + 1));
        expect(list.map((c) => ({ title: c.title, startMs: c.start_ms, durationMs: c.duration_ms }))).toEqual(
          recording.chapters,
        );
      }
    });

    it('plays every podcast episode from an episode recording of its market’s language, with its duration', async () => {
      const episodes = await db
        .selectFrom('podcast_episodes')
        .innerJoin('products', 'products.id', 'podcast_episodes.podcast_id')
        .innerJoin('catalogs', 'catalogs.id', 'products.catalog_id')
        .select(['podcast_episodes.id', 'catalogs.locale', 'podcast_episodes.media_id', 'podcast_episodes.duration_ms'])
        .execute();
      expect(episodes.length).toBeGreaterThanOrEqual(25 * LOCALES.length);
      for (const episode of episodes) {
        const recording = DEMO_RECORDINGS.find((r) => r.id === episode.media_id);
        expect(recording?.kind, episode.id).toBe('podcast-episode');
        expect(recording?.locale, episode.id).toBe(episode.locale);
        expect(episode.duration_ms, episode.id).toBe(recording?.durationMs);
      }
    });

    it('lists every audiobook under its main category and that category’s parent', async () => {
      const rows = await db
        .selectFrom('audiobooks')
        .innerJoin('categories as main', 'main.id', 'audiobooks.main_category_id')
        .innerJoin('products', 'products.id', 'audiobooks.product_id')
        .select([
          'audiobooks.product_id',
          'main.id as main_id',
          'main.parent_id',
          'main.catalog_id',
          'products.catalog_id as product_catalog',
        ])
        .execute();
      const links = await db.selectFrom('product_categories').select(['product_id', 'category_id']).execute();
      const linked = new Set(links.map((l) => `${l.product_id}/${l.category_id}`));
      for (const row of rows) {
        expect(row.catalog_id).toBe(row.product_catalog);
        expect(linked.has(`${row.product_id}/${row.main_id}`)).toBe(true);
        if (row.parent_id) expect(linked.has(`${row.product_id}/${row.parent_id}`)).toBe(true);
      }
    });

    it('rates with 1..5, leaning positive, and keeps every product’s rating totals equal to its ratings', async () => {
      const reviews = await db
        .selectFrom('reviews')
        .select(['product_id', 'rating', 'review', 'author_signature'])
        .execute();
      for (const r of reviews) {
        expect(r.rating).toBeGreaterThanOrEqual(1);
        expect(r.rating).toBeLessThanOrEqual(5);
        expect(r.review === null).toBe(r.author_signature === null);
      }
      const histogram = [1, 2, 3, 4, 5].map((rating) => reviews.filter((r) => r.rating === rating).length);
      expect(histogram.every((n) => n > 0)).toBe(true);
      expect((histogram[4] ?? 0) + (histogram[3] ?? 0)).toBeGreaterThan(reviews.length / 2);
      expect(reviews.filter((r) => r.review !== null).length).toBeGreaterThan(reviews.length / 5);
      const totals = new Map<string, { sum: number; count: number }>();
      for (const r of reviews) {
        const t = totals.get(r.product_id) ?? { sum: 0, count: 0 };
        totals.set(r.product_id, { sum: t.sum + r.rating, count: t.count + 1 });
      }
      const products = await db.selectFrom('products').select(['id', 'rating_sum', 'rating_count']).execute();
      for (const p of products)
        expect({ sum: Number(p.rating_sum), count: Number(p.rating_count) }, p.id).toEqual(
          totals.get(p.id) ?? { sum: 0, count: 0 },
        );
    });

    it('builds the five screens of every market, with swimlanes, item sets and category lists that point at its own rows', async () => {
      const screens = await db.selectFrom('screens').select(['catalog_id', 'key']).execute();
      for (const locale of LOCALES)
        expect(
          screens
            .filter((s) => s.catalog_id === MARKETS[locale].catalogId)
            .map((s) => s.key)
            .sort(),
          locale,
        ).toEqual(['catalog', 'help-center', 'home', 'search', 'web-paywall']);
      const home = await db
        .selectFrom('sections')
        .innerJoin('screens', 'screens.id', 'sections.screen_id')
        .select(['screens.catalog_id', 'sections.type'])
        .where('screens.key', '=', 'home')
        .execute();
      for (const locale of LOCALES) {
        const types = home.filter((s) => s.catalog_id === MARKETS[locale].catalogId).map((s) => s.type);
        expect(types.filter((t) => t === 'products-swimlane').length, locale).toBeGreaterThanOrEqual(3);
        expect(types, locale).toContain('item-sets');
        expect(types, locale).toContain('category-list');
      }
      const crossLinks = await sql<{ n: number | string }>`
        select count(*) as n from section_products sp
        join sections s on s.id = sp.section_id join screens sc on sc.id = s.screen_id
        join products p on p.id = sp.product_id where p.catalog_id <> sc.catalog_id`.execute(db);
      expect(Number(crossLinks.rows[0]?.n)).toBe(0);
      const emptySections = await sql<{ n: number | string }>`
        select count(*) as n from sections s where
          not exists (select 1 from section_products x where x.section_id = s.id) and
          not exists (select 1 from section_categories x where x.section_id = s.id) and
          not exists (select 1 from section_elements x where x.section_id = s.id)`.execute(db);
      expect(Number(emptySections.rows[0]?.n)).toBe(0);
    });

    it('writes a help centre and the three legal pages for every market; the Polish copyright notice reserves text and data mining', async () => {
      for (const locale of LOCALES) {
        const catalogId = MARKETS[locale].catalogId;
        const questions = await db
          .selectFrom('help_questions')
          .innerJoin('help_categories', 'help_categories.id', 'help_questions.help_category_id')
          .select('help_questions.body')
          .where('help_categories.catalog_id', '=', catalogId)
          .execute();
        expect(questions.length, locale).toBeGreaterThanOrEqual(8);
        const legal = await db
          .selectFrom('legal_pages')
          .select(['kind', 'body'])
          .where('catalog_id', '=', catalogId)
          .execute();
        expect(legal.map((p) => p.kind).sort(), locale).toEqual(['copyright-notice', 'privacy-policy', 'review-terms']);
      }
      const pl = await db
        .selectFrom('legal_pages')
        .select('body')
        .where('catalog_id', '=', MARKETS.pl.catalogId)
        .where('kind', '=', 'copyright-notice')
        .executeTakeFirstOrThrow();
      expect(pl.body).toContain('eksploracji tekstów i danych');
      expect(pl.body).toContain('2019/790');
    });

    it('gives the same work a different product in each market, and each product a reference id `{market}_{slug}`', async () => {
      const products = await db
        .selectFrom('products')
        .innerJoin('catalogs', 'catalogs.id', 'products.catalog_id')
        .select(['products.id', 'products.slug', 'products.reference_id', 'catalogs.locale'])
        .execute();
      for (const p of products) expect(p.reference_id).toBe(`${p.locale}_${p.slug}`);
      const holmes = LOCALES.map((locale) => deterministicId(`${locale}/product/a-study-in-scarlet`));
      expect(new Set(holmes).size).toBe(LOCALES.length);
      expect(products.filter((p) => holmes.includes(p.id)).length).toBe(LOCALES.length);
    });

    it('keeps referential integrity', async () => {
      if (target.kind === 'sqlite') {
        const { rows } = await sql`pragma foreign_key_check`.execute(db);
        expect(rows).toEqual([]);
      }
      const orphans = await sql<{ n: number | string }>`
        select count(*) as n from products p where
          (p.type = 'audiobook' and not exists (select 1 from audiobooks a where a.product_id = p.id)) or
          not exists (select 1 from product_prices x where x.product_id = p.id) or
          (not exists (select 1 from product_categories x where x.product_id = p.id) and
            p.slug not in (${sql.join(Object.values(NAMED_CYCLES))}))`.execute(db);
      expect(Number(orphans.rows[0]?.n)).toBe(0);
      // The store's named collections are navigation, not a genre's titles: no category lists them.
      const filedCollections = await sql<{ n: number | string }>`
        select count(*) as n from product_categories x join products p on p.id = x.product_id
        where p.slug in (${sql.join(Object.values(NAMED_CYCLES))})`.execute(db);
      expect(Number(filedCollections.rows[0]?.n)).toBe(0);
      const foreignPeople = await sql<{ n: number | string }>`
        select count(*) as n from product_authors l join products p on p.id = l.product_id
        join authors a on a.id = l.person_id where a.catalog_id <> p.catalog_id`.execute(db);
      expect(Number(foreignPeople.rows[0]?.n)).toBe(0);
    });

    it('records the seed version, so the next start only reads one row', async () => {
      const state = await db
        .selectFrom('seed_state')
        .selectAll()
        .where('name', '=', DEMO_SEED.name)
        .executeTakeFirstOrThrow();
      expect(state.version).toBe(DEMO_SEED.version);
      expect(await seedDemoCatalogue(db)).toEqual({ seeded: false });
    });

    it('can run again at every start without duplicating or changing anything', async () => {
      const count = async () =>
        (
          await testDb.database.db
            .selectFrom('categories')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      const before = Number(await count());
      await seedDemoCatalogue(testDb.database.db);
      expect(Number(await count())).toBe(before);
    });

    it('changes no row when it is forced to insert everything again', async () => {
      const before = await snapshot(db);
      expect(await seedDemoCatalogue(db, { force: true })).toEqual({ seeded: true });
      expect(await snapshot(db)).toEqual(before);
    });

    it('tops up a database seeded by the first version: old categories keep ids and names and take the new order', async () => {
      const old = await target.open();
      try {
        const oldKeys = [
          'crime',
          'crime-classic',
          'crime-thriller',
          'speculative',
          'speculative-fantasy',
          'speculative-scifi',
          'classics',
          'history',
          'kids',
          'growth',
        ];
        const current = buildMarketSeed('pl');
        await old.database.db.insertInto('catalogs').values(current.catalogs).execute();
        await old.database.db
          .insertInto('categories')
          .values(
            oldKeys.map((key, position) => {
              const row = current.categories.find((c) => c.id === deterministicId(`pl/category/${key}`));
              if (!row) throw new Error(key);
              return { ...row, description: null, position };
            }),
          )
          .execute();
        expect(await seedDemoCatalogue(old.database.db)).toEqual({ seeded: true });
        const categories = await new KyselyCategoryRepository({ db: old.database.db }).listByCatalog(
          MARKETS.pl.catalogId,
        );
        expect(categories.map((c) => c.id)).toEqual(current.categories.map((c) => c.id));
        const crime = await old.database.db
          .selectFrom('categories')
          .select(['name', 'description'])
          .where('id', '=', deterministicId('pl/category/crime'))
          .executeTakeFirstOrThrow();
        expect(crime.name).toBe('Kryminał i sensacja');
        expect(crime.description).toBeTruthy();
      } finally {
        await old.dispose();
      }
      // Seeds the whole demo catalogue over an old one: seconds on PostgreSQL on a busy machine.
    }, 30_000);

    it('brings a database seeded by the previous version in line with the recordings at the next start, once', async () => {
      const old = await target.open();
      try {
        const previous = asSeededByVersion1(buildDemoCatalogue());
        const oldDb = old.database.db;
        for (const table of SEEDED_TABLES) await insertRows(oldDb, table, previous[table]);
        await oldDb
          .insertInto('seed_state')
          .values({ name: DEMO_SEED.name, version: 1, seeded_at: new Date().toISOString() })
          .execute();
        // Someone listened past the end the title has now, and someone else not as far.
        const [longer, shorter] = previous.audiobooks;
        if (!longer || !shorter) throw new Error('no audiobooks');
        const userId = '00000000-0000-4000-8000-000000000017';
        await oldDb
          .insertInto('users')
          .values({
            id: userId,
            email: 'listener@example.test',
            password_hash: null,
            catalog_id: MARKETS.pl.catalogId,
            marketing_consent: 0,
            newsletter: 0,
            tracking_id: '00000000-0000-4000-8000-000000000018',
            club_until: null,
            created_at: '2026-01-01T00:00:00.000Z',
          })
          .execute();
        const played = {
          progress_saved_at: null,
          progress_updated_at: null,
          last_played_at: '2026-01-02T00:00:00.000Z',
        };
        await oldDb
          .insertInto('playback_states')
          .values([
            { user_id: userId, audiobook_id: longer.product_id, position_ms: 3_600_000, via_club: 0, ...played },
            { user_id: userId, audiobook_id: shorter.product_id, position_ms: 60_000, via_club: 0, ...played },
          ])
          .execute();
        const revision = async () =>
          Number((await oldDb.selectFrom('catalogue_revision').select('revision').executeTakeFirstOrThrow()).revision);
        const revisionBefore = await revision();

        expect(await seedDemoCatalogue(oldDb)).toEqual({ seeded: true });

        // Every row now is what a fresh database gets: media ids, durations, DRM flags, chapters and episodes.
        expect(await snapshot(oldDb)).toEqual(await snapshot(db));
        const positions = await oldDb
          .selectFrom('playback_states')
          .innerJoin('audiobooks', 'audiobooks.product_id', 'playback_states.audiobook_id')
          .select(['playback_states.audiobook_id', 'position_ms', 'audiobooks.duration_ms'])
          .orderBy('position_ms')
          .execute();
        expect(positions.find((p) => p.audiobook_id === longer.product_id)?.position_ms).toBe(
          positions.find((p) => p.audiobook_id === longer.product_id)?.duration_ms,
        );
        expect(positions.find((p) => p.audiobook_id === shorter.product_id)?.position_ms).toBe(60_000);
        // The catalogue changed, so every process's cached pages must go.
        expect(await revision()).toBeGreaterThan(revisionBefore);

        // The start after that reads one row; forced again, nothing changes.
        expect(await seedDemoCatalogue(oldDb)).toEqual({ seeded: false });
        const after = await snapshot(oldDb);
        expect(await seedDemoCatalogue(oldDb, { force: true })).toEqual({ seeded: true });
        expect(await snapshot(oldDb)).toEqual(after);
      } finally {
        await old.dispose();
      }
    }, 60_000);
  });
}
