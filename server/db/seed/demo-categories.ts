import type { Locale } from '#domain/market/locale';
import type { CategoryKey } from './content/category-keys';
import { DEMO_CONTENT } from './content/index';
import type { SeedCategory } from './content/market-content';

export type { SeedCategory } from './content/market-content';

/** Each market's category tree, written in its language: six top-level categories, each with children. */
export const DEMO_CATEGORIES: Readonly<Record<Locale, readonly SeedCategory[]>> = Object.fromEntries(
  Object.entries(DEMO_CONTENT).map(([locale, content]) => [locale, content.categories]),
) as Record<Locale, readonly SeedCategory[]>;

export interface FlatSeedCategory {
  readonly key: CategoryKey;
  readonly slug: string;
  readonly name: string;
  readonly description: string | null;
  readonly parentKey: CategoryKey | null;
}

/** The tree as rows, each parent before its children. */
export const flattenCategories = (
  tree: readonly SeedCategory[],
  parentKey: CategoryKey | null = null,
): FlatSeedCategory[] =>
  tree.flatMap((node) => [
    { key: node.key, slug: node.slug, name: node.name, description: node.description ?? null, parentKey },
    ...flattenCategories(node.children ?? [], node.key),
  ]);
