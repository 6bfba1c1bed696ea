import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';
import { loadCredits } from './product-card.query';

/** What a generated cover is drawn from. */
export interface CoverRecord {
  readonly coverId: string;
  readonly title: string;
  readonly credit: string;
}

/** The names a cover and a list item credit: the authors, else the lectors (a podcast's hosts), else the publishers. */
export const creditLine = (credits: {
  readonly authors: readonly { readonly name: string }[];
  readonly lectors: readonly { readonly name: string }[];
  readonly publishers: readonly { readonly name: string }[];
}): string => {
  const named = [credits.authors, credits.lectors, credits.publishers].find((people) => people.length > 0) ?? [];
  return named.map((person) => person.name).join(', ');
};

/** Covers of a catalogue's products, by cover id. */
export class CoverQueries {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** The cover's title and credit; a product without a cover id answers for its own id. Null when there is none. */
  async findCover(catalogId: string, coverId: string): Promise<CoverRecord | null> {
    const product = await this.#db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('catalog_id', '=', catalogId)
      .where((eb) => eb.or([eb('image', '=', coverId), eb.and([eb('image', 'is', null), eb('id', '=', coverId)])]))
      .orderBy('id')
      .executeTakeFirst();
    if (!product) return null;
    const credits = await loadCredits(this.#db, [product.id]);
    const credit = creditLine(credits.get(product.id) ?? { authors: [], lectors: [], publishers: [] });
    return { coverId, title: product.name, credit };
  }
}
