import { pick, seededRandom } from '#server/catalogue/seeded-random';
import type { CategoryIndex } from './build-categories';
import type { PeopleIndex } from './build-people';
import { categoryLinks, personLinks, priceRow, productRow } from './build-product-row';
import { addDays, DEMO_LATEST_MS, isoTimestamp } from './demo-dates';
import { episodeRecordingFor } from './demo-media';
import { FREE_PRICES } from './demo-pricing';
import type { MarketSeedContext, SeededProduct } from './market-seed-context';
import type { SeedRows } from './seed-rows';

/**
 * The market's podcasts: free shows by the house studio, hosted by one of its lectors, with weekly episodes. Every
 * episode plays a clear episode recording in the market's language and takes its media id and duration from it.
 */
export const buildPodcasts = (
  ctx: MarketSeedContext,
  deps: {
    readonly categories: CategoryIndex;
    readonly people: PeopleIndex;
    readonly slugFor: (title: string) => string;
  },
): { readonly rows: Partial<SeedRows>; readonly podcasts: readonly SeededProduct[] } => {
  const rows: Pick<
    SeedRows,
    'products' | 'product_prices' | 'product_categories' | 'product_lectors' | 'product_publishers' | 'podcast_episodes'
  > = {
    products: [],
    product_prices: [],
    product_categories: [],
    product_lectors: [],
    product_publishers: [],
    podcast_episodes: [],
  };
  const podcasts: SeededProduct[] = [];

  ctx.content.podcasts.forEach((show, showIndex) => {
    const random = seededRandom(`${ctx.locale}/podcast/${show.key}`);
    const id = ctx.ids.podcast(show.key);
    const slug = deps.slugFor(show.title);
    // Shows release weekly on different weekdays; the newest episode came out in the last few weeks.
    const latestMs = addDays(DEMO_LATEST_MS, -(showIndex + 7 * Math.floor(random() * 4)));
    const episodeMs = (position: number) => addDays(latestMs, -7 * (show.episodes.length - position));
    const publishedMs = episodeMs(1);
    rows.products.push(
      productRow(ctx, {
        id,
        type: 'podcast',
        slug,
        title: show.title,
        description: show.description,
        cover: ctx.ids.cover(`podcast/${show.key}`),
        isFree: true,
        inSubscription: false,
        publishedMs,
      }),
    );
    rows.product_prices.push(priceRow(ctx, id, FREE_PRICES));
    const links = categoryLinks(id, [show.category], deps.categories);
    rows.product_categories.push(...links.rows);
    rows.product_lectors.push(...personLinks(id, [pick(random, deps.people.lectorIds)]));
    rows.product_publishers.push(...personLinks(id, [deps.people.publisherId('studio')]));
    show.episodes.forEach((episode, i) => {
      const recording = episodeRecordingFor(ctx.locale, `${show.key}/${i + 1}`);
      rows.podcast_episodes.push({
        id: ctx.ids.episode(show.key, i + 1),
        podcast_id: id,
        position: i + 1,
        title: episode.title,
        description: episode.description,
        duration_ms: recording.durationMs,
        published_at: isoTimestamp(episodeMs(i + 1)),
        media_id: recording.id,
      });
    });
    podcasts.push({
      id,
      key: show.key,
      type: 'podcast',
      slug,
      publishedMs,
      isFree: true,
      inSubscription: false,
      discounted: false,
      categoryKeys: links.keys,
    });
  });
  return { rows, podcasts };
};
