import { descriptionHtml } from '#server/catalogue/description-html';
import { slugify } from '#server/catalogue/slugify';
import type { CycleType, ProductType } from '../schema';
import type { CategoryKey } from './content/category-keys';
import type { CategoryIndex } from './build-categories';
import { isoTimestamp } from './demo-dates';
import type { DemoPrices } from './demo-pricing';
import type { MarketSeedContext } from './market-seed-context';
import type { Row } from './seed-rows';

/** Hands out product slugs and refuses a second product with the same slug in one catalogue. */
export const slugRegistry = (locale: string) => {
  const taken = new Set<string>();
  return (title: string): string => {
    const slug = slugify(title);
    if (slug === '' || taken.has(slug))
      throw new Error(`Product slug "${slug}" of "${title}" is not unique in ${locale}`);
    taken.add(slug);
    return slug;
  };
};

export interface ProductRowInput {
  readonly id: string;
  readonly type: ProductType;
  readonly cycleType?: CycleType;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly cover: string;
  readonly isFree: boolean;
  readonly inSubscription: boolean;
  readonly publishedMs: number;
}

/** The products row: reference id `{market}_{slug}`, HTML description, flags as 0/1. */
export const productRow = (ctx: MarketSeedContext, input: ProductRowInput): Row<'products'> => ({
  id: input.id,
  catalog_id: ctx.catalogId,
  type: input.type,
  cycle_type: input.cycleType ?? null,
  slug: input.slug,
  reference_id: `${ctx.locale}_${input.slug}`,
  name: input.title,
  description: input.description,
  description_html: descriptionHtml(input.description),
  image: input.cover,
  rating_sum: 0,
  rating_count: 0,
  is_free: input.isFree ? 1 : 0,
  is_available_in_subscription: input.inSubscription ? 1 : 0,
  created_at: isoTimestamp(input.publishedMs),
  published_at: isoTimestamp(input.publishedMs),
});

/** The product's prices in its own catalogue. */
export const priceRow = (ctx: MarketSeedContext, productId: string, prices: DemoPrices): Row<'product_prices'> => ({
  product_id: productId,
  catalog_id: ctx.catalogId,
  ...prices,
});

/** A product listed under its categories and their parents, each once, main category first. */
export const categoryLinks = (
  productId: string,
  keys: readonly CategoryKey[],
  categories: CategoryIndex,
): { readonly keys: readonly CategoryKey[]; readonly rows: Row<'product_categories'>[] } => {
  const all = [...new Set(keys.flatMap((key) => categories.withAncestors(key)))];
  return {
    keys: all,
    rows: all.map((key, position) => ({ product_id: productId, category_id: categories.id(key), position })),
  };
};

/** Link rows to authors, lectors or publishers in credit order. */
export const personLinks = (productId: string, personIds: readonly string[]): Row<'product_authors'>[] =>
  personIds.map((personId, position) => ({ product_id: productId, person_id: personId, position }));
