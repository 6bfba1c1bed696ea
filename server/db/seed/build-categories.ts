import type { CategoryKey } from './content/category-keys';
import { flattenCategories } from './demo-categories';
import type { MarketSeedContext } from './market-seed-context';
import type { Row } from './seed-rows';

/** A market's categories by key. */
export interface CategoryIndex {
  readonly id: (key: CategoryKey) => string;
  /** The key itself and its parent's, parent last; what a product in that category is also listed under. */
  readonly withAncestors: (key: CategoryKey) => readonly CategoryKey[];
  readonly slug: (key: CategoryKey) => string;
  readonly topLevel: readonly CategoryKey[];
}

/** The market's category rows, in display order (parents before their children). */
export const buildCategories = (
  ctx: MarketSeedContext,
): { readonly rows: Row<'categories'>[]; readonly index: CategoryIndex } => {
  const flat = flattenCategories(ctx.content.categories);
  const byKey = new Map(flat.map((category) => [category.key, category]));
  const known = (key: CategoryKey) => {
    const category = byKey.get(key);
    if (!category) throw new Error(`The ${ctx.locale} category tree has no "${key}"`);
    return category;
  };
  const rows = flat.map((category, position) => ({
    id: ctx.ids.category(category.key),
    catalog_id: ctx.catalogId,
    parent_id: category.parentKey ? ctx.ids.category(category.parentKey) : null,
    slug: category.slug,
    name: category.name,
    description: category.description,
    position,
  }));
  const withAncestors = (key: CategoryKey): CategoryKey[] => {
    const parent = known(key).parentKey;
    return parent ? [key, ...withAncestors(parent)] : [key];
  };
  return {
    rows,
    index: {
      id: (key) => ctx.ids.category(known(key).key),
      withAncestors,
      slug: (key) => known(key).slug,
      topLevel: flat.filter((category) => category.parentKey === null).map((category) => category.key),
    },
  };
};
