import type { Category, CategoryId } from './category';

/**
 * Spec §3 Audiobook main_category_id: the breadcrumb of a product's main category, its parent first when the parent
 * is among the given categories. Empty when the main category is not among them; a category that names itself as
 * its parent is shown once.
 */
export const categoryTrail = (categories: readonly Category[], mainCategoryId: CategoryId): readonly Category[] => {
  const main = categories.find((category) => category.id === mainCategoryId);
  if (!main) return [];
  const parent = main.parentId === null ? undefined : categories.find((category) => category.id === main.parentId);
  return parent && parent.id !== main.id ? [parent, main] : [main];
};
