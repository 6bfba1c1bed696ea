import type { Kysely } from 'kysely';
import { LOCALES, type Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { DatabaseSchema } from '#server/db/schema';
import { DEMO_CONTENT } from '#server/db/seed/content/index';
import { chapterCountFor, splitIntoChapters } from '#server/db/seed/demo-chapters';
import { addDays, DEMO_EPOCH_MS, isoTimestamp } from '#server/db/seed/demo-dates';
import { FREE_PRICES, priceTitle } from '#server/db/seed/demo-pricing';
import { deterministicId } from '#server/db/seed/deterministic-id';
import { insertRows } from '#server/db/seed/insert-rows';
import { seedDemoCatalogue } from '#server/db/seed/seed-demo-catalogue';
import type { Row } from '#server/db/seed/seed-rows';
import { descriptionHtml } from '#server/catalogue/description-html';
import { SCALE_WORDS, type ScaleWords } from './scale-words';
import { slugify } from '#server/catalogue/slugify';
import { pick, randomInt, seededRandom, type RandomSource } from '#server/catalogue/seeded-random';

export interface ScaleOptions {
  /** How many synthetic audiobooks to add, spread evenly over the markets. */
  readonly titles: number;
  /** Titles written a transaction. */
  readonly batchTitles?: number;
  /** Called after each batch with the number of titles written so far. */
  readonly onProgress?: (done: number) => void;
}

export interface ScaleResult {
  readonly titles: number;
  readonly authors: number;
  readonly rows: number;
}

interface ScaleMarket {
  readonly locale: Locale;
  readonly catalogId: string;
  readonly currency: string;
  readonly club: boolean;
  readonly words: ScaleWords;
  readonly chapterTitle: (n: number) => string;
  /** Child categories with their parent, to list each title under both. */
  readonly categories: readonly { readonly id: string; readonly parentId: string }[];
  readonly authorIds: readonly string[];
}

/** Synthetic authors a market gets: about one for every 25 titles, at least 10. */
const authorCountFor = (titlesInMarket: number): number => Math.max(10, Math.ceil(titlesInMarket / 25));

const personName = (words: ScaleWords, random: RandomSource): string => {
  const names = random() < 0.5 ? words.women : words.men;
  return `${pick(random, names.first)} ${pick(random, names.last)}`;
};

/** A title from the market's word lists; the index keeps the slug unique in the catalogue. */
export const scaleTitle = (words: ScaleWords, random: RandomSource): string => {
  const head = pick(random, words.heads);
  const complement = pick(random, words.complements);
  return words.complementFirst ? `${complement} ${head}` : `${head} ${complement}`;
};

const loadMarkets = async (db: Kysely<DatabaseSchema>, titles: number): Promise<readonly ScaleMarket[]> => {
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'catalog_id', 'parent_id'])
    .where('parent_id', 'is not', null)
    .orderBy('position')
    .execute();
  return LOCALES.map((locale, index) => {
    const market = MARKETS[locale];
    const titlesInMarket = Math.ceil((titles - index) / LOCALES.length);
    return {
      locale,
      catalogId: market.catalogId,
      currency: market.currency,
      club: market.features.club,
      words: SCALE_WORDS[locale],
      chapterTitle: DEMO_CONTENT[locale].chapterTitle,
      categories: categories
        .filter((c) => c.catalog_id === market.catalogId)
        .map((c) => ({ id: c.id, parentId: c.parent_id ?? c.id })),
      authorIds: Array.from({ length: authorCountFor(titlesInMarket) }, (_, n) =>
        deterministicId(`scale/${locale}/author/${n}`),
      ),
    };
  });
};

const authorRows = (market: ScaleMarket): Row<'authors'>[] =>
  market.authorIds.map((id, n) => {
    const random = seededRandom(`scale/${market.locale}/author/${n}`);
    const name = personName(market.words, random);
    return {
      id,
      catalog_id: market.catalogId,
      slug: `${slugify(name)}-${n.toString(36)}`,
      name,
      description: pick(random, market.words.blurbs),
    };
  });

interface TitleRows {
  products: Row<'products'>[];
  product_prices: Row<'product_prices'>[];
  audiobooks: Row<'audiobooks'>[];
  chapters: Row<'chapters'>[];
  product_categories: Row<'product_categories'>[];
  product_authors: Row<'product_authors'>[];
}

const titleRows = (market: ScaleMarket, index: number, into: TitleRows): void => {
  const random = seededRandom(`scale/${index}`);
  const id = deterministicId(`scale/title/${index}`);
  const title = scaleTitle(market.words, random);
  const slug = `${slugify(title)}-${index.toString(36)}`;
  const hours = 2 + random() * 18;
  const durationMs = Math.round(hours * 3600) * 1000;
  const isFree = random() < 0.03;
  const publishedMs = addDays(DEMO_EPOCH_MS, random() * 1040);
  const ratingCount = randomInt(random, 0, 400);
  const description = `${pick(random, market.words.blurbs)} ${pick(random, market.words.blurbs)}`;
  const category = pick(random, market.categories);
  into.products.push({
    id,
    catalog_id: market.catalogId,
    type: 'audiobook',
    cycle_type: null,
    slug,
    reference_id: `${market.locale}_${slug}`,
    name: title,
    description,
    description_html: descriptionHtml(description),
    image: deterministicId(`scale/cover/${index}`),
    rating_sum: Math.round(ratingCount * (3.2 + random() * 1.8)),
    rating_count: ratingCount,
    is_free: isFree ? 1 : 0,
    is_available_in_subscription: market.club && !isFree && random() < 0.5 ? 1 : 0,
    created_at: isoTimestamp(publishedMs),
    published_at: isoTimestamp(publishedMs),
  });
  const prices = isFree ? FREE_PRICES : priceTitle({ currency: market.currency, hours, club: market.club, random });
  into.product_prices.push({ product_id: id, catalog_id: market.catalogId, ...prices });
  into.audiobooks.push({
    product_id: id,
    main_category_id: category.id,
    duration_ms: durationMs,
    has_sample: 1,
    sample_duration_ms: Math.min(durationMs, 300_000),
    is_drm_protected: random() < 0.85 ? 1 : 0,
    media_id: null,
    sample_media_id: null,
  });
  // Fewer chapters than the demo titles keep a 100,000-title catalogue quick to write.
  const chapterCount = Math.min(8, chapterCountFor(hours / 3, random));
  splitIntoChapters(durationMs, chapterCount, random).forEach((span, i) => {
    into.chapters.push({
      id: deterministicId(`scale/chapter/${index}/${i + 1}`),
      audiobook_id: id,
      position: i + 1,
      title: market.chapterTitle(i + 1),
      start_ms: span.startMs,
      duration_ms: span.durationMs,
    });
  });
  into.product_categories.push({ product_id: id, category_id: category.id, position: 0 });
  if (category.parentId !== category.id)
    into.product_categories.push({ product_id: id, category_id: category.parentId, position: 1 });
  into.product_authors.push({ product_id: id, person_id: pick(random, market.authorIds), position: 0 });
};

/**
 * Adds a large synthetic catalogue for benchmarks to a migrated database: titles from word lists in the eight
 * languages, spread over the markets and their categories, with prices, authors and chapters, written in batches,
 * one transaction a batch. Deterministic and idempotent: the same count writes the same rows, again nothing new.
 */
export const generateScaleCatalogue = async (
  db: Kysely<DatabaseSchema>,
  options: ScaleOptions,
): Promise<ScaleResult> => {
  const titles = Math.max(0, Math.floor(options.titles));
  const batchTitles = Math.max(1, options.batchTitles ?? 5000);
  // The synthetic titles hang off the markets' catalogues and categories, which the demo seed provides.
  await seedDemoCatalogue(db);
  const markets = await loadMarkets(db, titles);
  const authors = markets.flatMap(authorRows);
  await db.transaction().execute((trx) => insertRows(trx, 'authors', authors));
  let rows = authors.length;
  for (let start = 0; start < titles; start += batchTitles) {
    const batch: TitleRows = {
      products: [],
      product_prices: [],
      audiobooks: [],
      chapters: [],
      product_categories: [],
      product_authors: [],
    };
    const end = Math.min(titles, start + batchTitles);
    for (let index = start; index < end; index += 1) {
      const market = markets[index % markets.length];
      if (market) titleRows(market, index, batch);
    }
    await db.transaction().execute(async (trx) => {
      for (const table of Object.keys(batch) as (keyof TitleRows)[]) await insertRows(trx, table, batch[table]);
    });
    rows += (Object.values(batch) as readonly unknown[][]).reduce((sum, list) => sum + list.length, 0);
    options.onProgress?.(end);
  }
  return { titles, authors: authors.length, rows };
};
