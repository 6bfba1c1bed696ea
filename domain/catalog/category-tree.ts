import { type Category, topLevelCategories } from './category';

/** A top-level category with the categories directly below it, both in their given order. */
export interface CategoryBranch {
  readonly category: Category;
  readonly children: readonly Category[];
}

/**
 * Spec §2 catalogue page: the catalogue in two levels, each top-level category (no parent) with its children, in the
 * order the API lists them. Deeper categories are reached from their parent's page.
 */
export const categoryTree = (categories: readonly Category[]): readonly CategoryBranch[] =>
  topLevelCategories(categories).map((category) => ({ category, children: childCategories(categories, category) }));

/** The categories directly below a category, in their given order. */
export const childCategories = (categories: readonly Category[], parent: Pick<Category, 'id'>): readonly Category[] =>
  categories.filter((category) => category.parentId === parent.id && category.id !== parent.id);

/** Spec §2 `/catalog/[id]`: the category an address names, by id first and else by slug (as the API finds it). */
export const findCategory = (categories: readonly Category[], idOrSlug: string): Category | null =>
  categories.find((category) => category.id === idOrSlug) ??
  categories.find((category) => category.slug === idOrSlug) ??
  null;

/**
 * A category's ancestors from the top-level one down to its parent, for its breadcrumb. A parent missing from the
 * list ends the chain there, and a loop in bad data is walked once.
 */
export const categoryAncestors = (categories: readonly Category[], category: Category): readonly Category[] => {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const chain: Category[] = [];
  const seen = new Set([category.id]);
  for (let parentId = category.parentId; parentId !== null && !seen.has(parentId); ) {
    const parent = byId.get(parentId);
    if (!parent) break;
    seen.add(parent.id);
    chain.unshift(parent);
    parentId = parent.parentId;
  }
  return chain;
};
