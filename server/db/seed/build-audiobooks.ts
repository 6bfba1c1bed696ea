import { pick, type RandomSource, seededRandom } from '#server/catalogue/seeded-random';
import type { DemoRecording } from '#server/media/demo-recording';
import type { PublisherKey } from './content/market-content';
import { FREE_WORKS, type WorkSpec, worksOf } from './content/works';
import type { CategoryIndex } from './build-categories';
import type { PeopleIndex } from './build-people';
import { categoryLinks, personLinks, priceRow, productRow } from './build-product-row';
import { chapterCountFor } from './demo-chapters';
import { addDays, DEMO_EPOCH_MS } from './demo-dates';
import { audiobookRecordingFor } from './demo-media';
import { type DemoPrices, FREE_PRICES, priceTitle } from './demo-pricing';
import type { MarketSeedContext, SeededProduct } from './market-seed-context';
import type { Row, SeedRows } from './seed-rows';

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

/** Whether the seed protects a title: free titles as FREE_WORKS says, paid ones unless Inkwell publishes them. */
const isProtected = (work: WorkSpec): boolean => {
  const free = FREE_WORKS[work.key];
  return free ? free.drm : publisherFor(work) !== 'inkwell';
};

/**
 * Before the titles took their media from the recordings, each drew an invented length, sample length and chapter
 * list from its generator. Those draws are still made and thrown away, so every later draw (the lector) and so every
 * other fact of a title stays as the databases seeded then hold it.
 */
const skipRetiredDraws = {
  length: (random: RandomSource): void => void random(),
  sampleAndChapters: (work: WorkSpec, random: RandomSource): void => {
    random();
    const chapters = chapterCountFor(work.hours, random);
    for (let i = 0; i < chapters; i += 1) random();
  },
};

/** An audiobook row whose media facts are the recording's; the sample is the recording's own clear opening. */
const audiobookMediaRow = (productId: string, mainCategoryId: string, recording: DemoRecording): Row<'audiobooks'> => {
  if (recording.kind !== 'audiobook' || !recording.sample)
    throw new Error(`The recording ${recording.id} is not an audiobook with a sample`);
  return {
    product_id: productId,
    main_category_id: mainCategoryId,
    duration_ms: recording.durationMs,
    has_sample: 1,
    sample_duration_ms: recording.sample.durationMs,
    is_drm_protected: recording.protected ? 1 : 0,
    media_id: recording.id,
    sample_media_id: recording.id,
  };
};

/** The title's chapters: the recording's, in its language, numbered from 1. */
const chapterRows = (
  ctx: MarketSeedContext,
  workKey: string,
  audiobookId: string,
  recording: DemoRecording,
): Row<'chapters'>[] =>
  recording.chapters.map((chapter, i) => ({
    id: ctx.ids.chapter(workKey, i + 1),
    audiobook_id: audiobookId,
    position: i + 1,
    title: chapter.title,
    start_ms: chapter.startMs,
    duration_ms: chapter.durationMs,
  }));

/**
 * The market's audiobooks: product, prices, audiobook row, categories, authors, a lector and a publisher. The media
 * facts (media and sample ids, duration, sample length, DRM flag, chapters) are those of the demo recording the title
 * maps onto, so the catalogue, the table of contents and the media agree. Free titles come from FREE_WORKS; the
 * club's subscription holds about 60% of the paid titles where the club is on.
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
    const recording = audiobookRecordingFor(ctx.locale, work.key, isProtected(work));
    skipRetiredDraws.length(random);
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
    rows.audiobooks.push(audiobookMediaRow(id, deps.categories.id(work.category), recording));
    rows.chapters.push(...chapterRows(ctx, work.key, id, recording));
    skipRetiredDraws.sampleAndChapters(work, random);
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
