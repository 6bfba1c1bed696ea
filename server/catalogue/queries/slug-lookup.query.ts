import type { Kysely } from 'kysely';
import { slugify } from '#server/catalogue/slugify';
import { fold } from '#domain/search/text-fold';
import type { DatabaseSchema } from '#server/db/schema';

/** The category or author a phrase names. */
export interface SlugTarget {
  readonly type: 'category' | 'author';
  readonly id: string;
  readonly slug: string;
}

/** A phrase as it is compared with names: folded (case and diacritics) with its whitespace collapsed. */
export const comparableName = (text: string): string => fold(text).trim().replace(/\s+/g, ' ');

/** Resolves a search phrase to the category or author it names exactly. */
export class SlugLookupQueries {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** The category, else the author, whose name folds to the same text as the phrase; null when none does. */
  async resolve(catalogId: string, phrase: string): Promise<SlugTarget | null> {
    const wanted = comparableName(phrase);
    if (wanted === '') return null;
    const categories = await this.#db
      .selectFrom('categories')
      .select(['id', 'slug', 'name'])
      .where('catalog_id', '=', catalogId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const category = categories.find((c) => comparableName(c.name) === wanted);
    if (category) return { type: 'category', id: category.id, slug: category.slug };
    // An author's slug is the slug of their name, so the unique slug index narrows the search to one candidate.
    const authors = await this.#db
      .selectFrom('authors')
      .select(['id', 'slug', 'name'])
      .where('catalog_id', '=', catalogId)
      .where('slug', '=', slugify(phrase))
      .execute();
    const author = authors.find((a) => comparableName(a.name) === wanted);
    return author ? { type: 'author', id: author.id, slug: author.slug } : null;
  }
}
