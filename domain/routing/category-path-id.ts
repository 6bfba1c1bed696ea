import type { Category } from '../catalog/category';

/** Spec §2: a category's path id (`/catalog/[id]`) is its slug, or else its id when it has no slug. */
export const categoryPathId = (category: Pick<Category, 'id' | 'slug'>): string =>
  category.slug.trim() === '' ? category.id : category.slug;
