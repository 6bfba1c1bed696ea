import { pick, seededRandom } from '#server/catalogue/seeded-random';
import type { PublisherKey } from './content/market-content';
import { FREE_WORKS, type WorkSpec, worksOf } from './content/works';
import type { CategoryIndex } from './build-categories';
import type { PeopleIndex } from './build-people';
import { categoryLinks, personLinks, priceRow, productRow } from './build-product-row';
import { chapterCountFor, splitIntoChapters } from './demo-chapters';
import { addDays, DEMO_EPOCH_MS } from './demo-dates';
import { type DemoPrices, FREE_PRICES, priceTitle } from './demo-pricing';
import type { MarketSeedContext, SeededProduct } from './market-seed-context';
import type { SeedRows } from './seed-rows';

export interface SeededAudiobook extends SeededProduct {
  readonly work: WorkSpec;
  readonly prices: DemoPrices;
  readonly authorIds: readonly string[];
}

const publisherFor = (work: WorkSpec): PublisherKey => {
  if (work.category.startsWith('kids')) return 'junior';
  if (work.category.startsWith('history') || work.category.startsWith('growth')) return 'inkwell';
  return 'classics';
};

/**
 * The market's audiobooks: product, prices, audiobook row with a sample and DRM flag, chapters covering the whole
 * duration, categories, authors, a lector and a publisher. Free titles come from FREE_WORKS; the club's subscription
 * holds about 60% of the paid titles where the club is on.
 */
export const buildAudiobooks = (
  ctx: MarketSeedContext,
  deps: {
    readonly categories: CategoryIndex;
    readonly people: PeopleIndex;
    readonly slugFor: (title: string) => string;
  },
): { readonly rows: Partial<SeedRows>; readonly audiobooks: readonly SeededAudiobook[] } => {
  const rows: Pick<
    SeedRows,
    | 'products'
    | 'product_prices'
    | 'audiobooks'
    | 'chapters'
    | 'product_categories'
    | 'product_authors'
    | 'product_lectors'
    | 'product_publishers'
  > = {
    products: [],
    product_prices: [],
    audiobooks: [],
    chapters: [],
    product_categories: [],
    product_authors: [],
    product_lectors: [],
    product_publishers: [],
  };
  const audiobooks: SeededAudiobook[] = [];

  for (const work of worksOf(ctx.locale)) {
    const text = ctx.content.works[work.key];
    if (!text) throw new Error(`The ${ctx.locale} content has no text for the work "${work.key}"`);
    const random = seededRandom(`${ctx.locale}/${work.key}`);
    const id = ctx.ids.audiobook(work.key);
    const free = FREE_WORKS[work.key];
    const publisher = publisherFor(work);
    const durationMs = Math.round((work.hours * 3_600_000 * (0.96 + random() * 0.08)) / 1000) * 1000;
    const publishedMs = addDays(DEMO_EPOCH_MS, random() * 1040);
    const prices = free
      ? FREE_PRICES
      : priceTitle({ currency: ctx.currency, hours: work.hours, club: ctx.club, random });
    const inSubscription = ctx.club && !free && random() < 0.6;
    const slug = deps.slugFor(text.title);

    rows.products.push(
      productRow(ctx, {
        id,
        type: 'audiobook',
        slug,
        title: text.title,
        description: text.description,
        cover: ctx.ids.cover(work.key),
        isFree: free !== undefined,
        inSubscription,
        publishedMs,
      }),
    );
    rows.product_prices.push(priceRow(ctx, id, prices));
    rows.audiobooks.push({
      product_id: id,
      main_category_id: deps.categories.id(work.category),
      duration_ms: durationMs,
      has_sample: 1,
      sample_duration_ms: Math.min(durationMs, (4 + Math.floor(random() * 7)) * 60_000),
      is_drm_protected: (free ? free.drm : publisher !== 'inkwell') ? 1 : 0,
      media_id: null,
      sample_media_id: null,
    });
    splitIntoChapters(durationMs, chapterCountFor(work.hours, random), random).forEach((span, i) => {
      rows.chapters.push({
        id: ctx.ids.chapter(work.key, i + 1),
        audiobook_id: id,
        position: i + 1,
        title: ctx.content.chapterTitle(i + 1),
        start_ms: span.startMs,
        duration_ms: span.durationMs,
      });
    });
    const links = categoryLinks(id, [work.category, ...(work.alsoIn ?? [])], deps.categories);
    rows.product_categories.push(...links.rows);
    const authorIds = work.authors.map((key) => deps.people.authorId(key));
    rows.product_authors.push(...personLinks(id, authorIds));
    rows.product_lectors.push(...personLinks(id, [pick(random, deps.people.lectorIds)]));
    rows.product_publishers.push(...personLinks(id, [deps.people.publisherId(publisher)]));

    audiobooks.push({
      id,
      key: work.key,
      type: 'audiobook',
      slug,
      publishedMs,
      isFree: free !== undefined,
      inSubscription,
      discounted: prices.discount_price !== null,
      categoryKeys: links.keys,
      work,
      prices,
      authorIds,
    });
  }
  return { rows, audiobooks };
};
