import { LOCALES, type Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { AuthorKey } from './content/authors';
import { DEMO_CONTENT } from './content/index';
import { worksOf } from './content/works';
import { buildAudiobooks } from './build-audiobooks';
import { buildCategories } from './build-categories';
import { buildCycles } from './build-cycles';
import { buildHelpAndLegal } from './build-help-and-legal';
import { buildNamedCycles } from './build-named-cycles';
import { buildPeople } from './build-people';
import { buildPodcasts } from './build-podcasts';
import { slugRegistry } from './build-product-row';
import { buildReviews } from './build-reviews';
import { buildScreens } from './build-screens';
import type { MarketSeedContext } from './market-seed-context';
import { seedIds } from './seed-ids';
import { appendSeedRows, emptySeedRows, type SeedRows } from './seed-rows';

/** The context of one market's demo catalogue. */
export const marketSeedContext = (locale: Locale): MarketSeedContext => {
  const market = MARKETS[locale];
  return {
    locale,
    catalogId: market.catalogId,
    currency: market.currency,
    club: market.features.club,
    content: DEMO_CONTENT[locale],
    ids: seedIds(locale),
  };
};

/** Every row of one market's demo catalogue; pure and deterministic, so seeding twice gives the same rows. */
export const buildMarketSeed = (locale: Locale): SeedRows => {
  const ctx = marketSeedContext(locale);
  const rows = emptySeedRows();
  rows.catalogs.push({ id: ctx.catalogId, locale, currency: ctx.currency });

  const categories = buildCategories(ctx);
  rows.categories.push(...categories.rows);
  const authorKeys = new Set<AuthorKey>(worksOf(locale).flatMap((work) => work.authors));
  const people = buildPeople(ctx, authorKeys);
  appendSeedRows(rows, people.rows);

  const slugFor = slugRegistry(locale);
  const audiobooks = buildAudiobooks(ctx, { categories: categories.index, people: people.index, slugFor });
  appendSeedRows(rows, audiobooks.rows);
  const cycles = buildCycles(ctx, {
    audiobooks: audiobooks.audiobooks,
    categories: categories.index,
    people: people.index,
    slugFor,
  });
  appendSeedRows(rows, cycles.rows);
  appendSeedRows(
    rows,
    buildNamedCycles(ctx, {
      audiobooks: audiobooks.audiobooks,
      series: cycles.cycles,
      seriesVolumes: cycles.volumes,
    }),
  );
  const podcasts = buildPodcasts(ctx, { categories: categories.index, people: people.index, slugFor });
  appendSeedRows(rows, podcasts.rows);

  const reviews = buildReviews(ctx, [...audiobooks.audiobooks, ...cycles.cycles, ...podcasts.podcasts]);
  rows.reviews.push(...reviews.rows);
  rows.products = rows.products.map((product) => {
    const totals = reviews.totals.get(product.id);
    return totals ? { ...product, rating_sum: totals.sum, rating_count: totals.count } : product;
  });

  appendSeedRows(
    rows,
    buildScreens(ctx, {
      categories: categories.index,
      audiobooks: audiobooks.audiobooks,
      cycles: cycles.cycles,
      podcasts: podcasts.podcasts,
      ratings: reviews.totals,
    }),
  );
  appendSeedRows(rows, buildHelpAndLegal(ctx));
  return rows;
};

/** The demo catalogue of every market. */
export const buildDemoCatalogue = (locales: readonly Locale[] = LOCALES): SeedRows => {
  const rows = emptySeedRows();
  for (const locale of locales) appendSeedRows(rows, buildMarketSeed(locale));
  return rows;
};
