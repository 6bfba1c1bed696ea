import type { Brand } from '../shared/brand';

export type CategoryId = Brand<string, 'CategoryId'>;

/** Spec §3 Category: id, slug, name, parent_id. */
export interface Category {
  readonly id: CategoryId;
  readonly slug: string;
  readonly name: string;
  readonly parentId: CategoryId | null;
}

/** Spec §2: only top-level categories (no parent) are listed in the catalogue, in their given order. */
export const topLevelCategories = (categories: readonly Category[]): readonly Category[] =>
  categories.filter((category) => category.parentId === null);
