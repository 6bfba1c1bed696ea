import { NAMED_CYCLES, type NamedCycle } from '#domain/catalog/named-cycles';
import { ANNOUNCED_TITLES } from './content/works';
import type { SeededAudiobook } from './build-audiobooks';
import { priceRow, productRow } from './build-product-row';
import { priceBundle } from './demo-pricing';
import type { MarketSeedContext, SeededProduct } from './market-seed-context';
import type { SeedRows } from './seed-rows';

/** What a named collection holds: its volumes, and the audiobooks its price comes from. */
interface Holding {
  readonly volumes: readonly SeededProduct[];
  readonly audiobooks: readonly SeededAudiobook[];
}

/**
 * The store's named collections (domain `NAMED_CYCLES`): cycles of type collection under a fixed slug, credited to
 * nobody and filed in no category, so a genre's list shows only its own titles and series. The announcements hold the newest audiobooks, newest first; the
 * series list holds the market's series in order.
 */
export const buildNamedCycles = (
  ctx: MarketSeedContext,
  deps: {
    readonly audiobooks: readonly SeededAudiobook[];
    readonly series: readonly SeededProduct[];
    /** The audiobooks of each series in reading order, by the series' key. */
    readonly seriesVolumes: ReadonlyMap<string, readonly SeededAudiobook[]>;
  },
): Partial<SeedRows> => {
  const rows: Pick<SeedRows, 'products' | 'product_prices' | 'cycle_volumes'> = {
    products: [],
    product_prices: [],
    cycle_volumes: [],
  };
  const newest = [...deps.audiobooks]
    .sort((a, b) => b.publishedMs - a.publishedMs || a.key.localeCompare(b.key))
    .slice(0, ANNOUNCED_TITLES);
  const holdings: Readonly<Record<NamedCycle, Holding>> = {
    announcements: { volumes: newest, audiobooks: newest },
    series: {
      volumes: deps.series,
      audiobooks: deps.series.flatMap((series) => deps.seriesVolumes.get(series.key) ?? []),
    },
  };
  for (const [name, slug] of Object.entries(NAMED_CYCLES) as [NamedCycle, string][]) {
    const text = ctx.content.cycles[slug];
    if (!text) throw new Error(`The ${ctx.locale} content has no text for the named cycle "${slug}"`);
    const { volumes, audiobooks } = holdings[name];
    if (volumes.length === 0) throw new Error(`The named cycle "${slug}" holds nothing in ${ctx.locale}`);
    const id = ctx.ids.cycle(slug);
    rows.products.push(
      productRow(ctx, {
        id,
        type: 'cycle',
        cycleType: 'collection',
        slug,
        title: text.title,
        description: text.description,
        cover: ctx.ids.cover(`cycle/${slug}`),
        isFree: false,
        inSubscription: volumes.every((volume) => volume.inSubscription),
        publishedMs: Math.max(...volumes.map((volume) => volume.publishedMs)),
      }),
    );
    rows.product_prices.push(
      priceRow(
        ctx,
        id,
        priceBundle(
          audiobooks.map((audiobook) => audiobook.prices),
          ctx.currency,
          ctx.club,
        ),
      ),
    );
    volumes.forEach((volume, position) =>
      rows.cycle_volumes.push({ cycle_id: id, volume_id: volume.id, position: position + 1 }),
    );
  }
  return rows;
};
