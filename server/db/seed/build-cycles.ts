import { cyclesOf } from './content/works';
import type { SeededAudiobook } from './build-audiobooks';
import type { CategoryIndex } from './build-categories';
import type { PeopleIndex } from './build-people';
import { categoryLinks, personLinks, priceRow, productRow } from './build-product-row';
import { priceBundle } from './demo-pricing';
import type { MarketSeedContext, SeededProduct } from './market-seed-context';
import type { SeedRows } from './seed-rows';

/** The market's cycles: a product of type cycle, priced below its volumes, with the volumes in reading order. */
export const buildCycles = (
  ctx: MarketSeedContext,
  deps: {
    readonly audiobooks: readonly SeededAudiobook[];
    readonly categories: CategoryIndex;
    readonly people: PeopleIndex;
    readonly slugFor: (title: string) => string;
  },
): {
  readonly rows: Partial<SeedRows>;
  readonly cycles: readonly SeededProduct[];
  /** Each cycle's audiobooks in reading order, by the cycle's key. */
  readonly volumes: ReadonlyMap<string, readonly SeededAudiobook[]>;
} => {
  const rows: Pick<
    SeedRows,
    'products' | 'product_prices' | 'product_categories' | 'product_authors' | 'product_publishers' | 'cycle_volumes'
  > = {
    products: [],
    product_prices: [],
    product_categories: [],
    product_authors: [],
    product_publishers: [],
    cycle_volumes: [],
  };
  const cycles: SeededProduct[] = [];
  const volumesByCycle = new Map<string, readonly SeededAudiobook[]>();
  const byKey = new Map(deps.audiobooks.map((audiobook) => [audiobook.key, audiobook]));

  for (const cycle of cyclesOf(ctx.locale)) {
    const text = ctx.content.cycles[cycle.key];
    if (!text) throw new Error(`The ${ctx.locale} content has no text for the cycle "${cycle.key}"`);
    const volumes = cycle.volumes.map((key) => {
      const volume = byKey.get(key);
      if (!volume) throw new Error(`Cycle "${cycle.key}" names "${key}", which ${ctx.locale} does not sell`);
      return volume;
    });
    const first = volumes[0];
    if (!first) throw new Error(`Cycle "${cycle.key}" has no volumes`);
    const id = ctx.ids.cycle(cycle.key);
    const slug = deps.slugFor(text.title);
    const publishedMs = Math.max(...volumes.map((volume) => volume.publishedMs));
    const inSubscription = volumes.every((volume) => volume.inSubscription);
    rows.products.push(
      productRow(ctx, {
        id,
        type: 'cycle',
        cycleType: cycle.type,
        slug,
        title: text.title,
        description: text.description,
        cover: ctx.ids.cover(`cycle/${cycle.key}`),
        isFree: false,
        inSubscription,
        publishedMs,
      }),
    );
    rows.product_prices.push(
      priceRow(
        ctx,
        id,
        priceBundle(
          volumes.map((volume) => volume.prices),
          ctx.currency,
          ctx.club,
        ),
      ),
    );
    const links = categoryLinks(id, [first.work.category], deps.categories);
    rows.product_categories.push(...links.rows);
    rows.product_authors.push(...personLinks(id, [...new Set(volumes.flatMap((volume) => volume.authorIds))]));
    rows.product_publishers.push(...personLinks(id, [deps.people.publisherId('classics')]));
    volumes.forEach((volume, position) => {
      rows.cycle_volumes.push({ cycle_id: id, volume_id: volume.id, position: position + 1 });
    });
    volumesByCycle.set(cycle.key, volumes);
    cycles.push({
      id,
      key: cycle.key,
      type: 'cycle',
      slug,
      publishedMs,
      isFree: false,
      inSubscription,
      discounted: false,
      categoryKeys: links.keys,
    });
  }
  return { rows, cycles, volumes: volumesByCycle };
};
