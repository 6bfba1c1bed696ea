import type { Category, CategoryId } from '#domain/catalog/category';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';

/** A category for shell tests: ids from a counter, slug from the name. */
export const category = (n: number, name: string, parentId: CategoryId | null = null): Category => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` as CategoryId,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  parentId,
});

const crime = category(1, 'Crime');

/** Three top-level categories and one child, which the shell must leave out. */
export const CATEGORIES = [
  crime,
  category(2, 'Classics'),
  category(3, 'Fantasy'),
  category(4, 'Nordic noir', crime.id),
];

export const ROUTING = DEFAULT_ROUTING_CONTEXT;
