import type { Kysely } from 'kysely';
import type { CoverSource } from '#server/catalogue/cover-art';
import type { DatabaseSchema } from '../schema';
import type { CoverRepository } from './cover.repository';
import { peopleByProduct } from './product-rows';

/** Cover sources on Kysely. */
export class KyselyCoverRepository implements CoverRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async findCoverSource(imageId: string): Promise<CoverSource | null> {
    const product = await this.#db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('image', '=', imageId)
      .orderBy('id')
      .executeTakeFirst();
    if (!product) return null;
    // Podcasts credit no author: their host, then their studio, sign the cover instead.
    for (const link of ['product_authors', 'product_lectors', 'product_publishers'] as const) {
      const people = (await peopleByProduct(this.#db, link, [product.id])).get(product.id) ?? [];
      if (people.length > 0) return { title: product.name, author: people.map((p) => p.name).join(', ') };
    }
    return { title: product.name, author: '' };
  }
}
