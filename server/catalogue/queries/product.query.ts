import type { Kysely } from 'kysely';
import { NAMED_CYCLE_SLUGS } from '#domain/catalog/named-cycles';
import type { CategoryRecord } from '../category-repository.port';
import type { CycleType, DatabaseSchema, ProductType } from '#server/db/schema';
import {
  CARD_COLUMNS,
  loadCards,
  loadCredits,
  type ProductCardRecord,
  sellableProducts,
  toCard,
} from './product-card.query';

/** A cycle an audiobook belongs to, and where in it. */
export interface CycleMembershipRecord {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly cycleType: CycleType;
  readonly position: number;
  readonly volumesCount: number;
}

export interface EpisodeRecord {
  readonly id: string;
  readonly position: number;
  readonly title: string;
  readonly description: string;
  readonly durationMs: number;
  readonly publishedAt: string;
}

export interface VolumeRecord {
  readonly position: number;
  readonly card: ProductCardRecord;
}

export type ProductExtras =
  | {
      readonly type: 'audiobook';
      readonly mainCategoryId: string;
      readonly durationMs: number;
      readonly hasSample: boolean;
      readonly cycles: readonly CycleMembershipRecord[];
    }
  | { readonly type: 'cycle'; readonly cycleType: CycleType; readonly volumes: readonly VolumeRecord[] }
  | { readonly type: 'podcast'; readonly episodes: readonly EpisodeRecord[] };

/** A product page's data: the card, both descriptions, its categories and what its type adds. */
export interface ProductDetailRecord {
  readonly card: ProductCardRecord;
  readonly description: string;
  readonly descriptionHtml: string;
  readonly categories: readonly CategoryRecord[];
  readonly extras: ProductExtras;
}

/** Reads one product of a catalogue with everything its page shows. */
export class ProductQueries {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  /** Whether the catalogue has a product with that id. */
  async exists(catalogId: string, productId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('products')
      .select('id')
      .where('id', '=', productId)
      .where('catalog_id', '=', catalogId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The id of the catalogue's product of that type with that id or slug, or null when there is none. */
  async findIdOfType(catalogId: string, type: ProductType, idOrSlug: string): Promise<string | null> {
    const row = await this.#db
      .selectFrom('products')
      .select('id')
      .where('catalog_id', '=', catalogId)
      .where('type', '=', type)
      .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
      // An id is never a slug, but should one ever read as both, the id wins.
      .orderBy((eb) => eb.case().when('id', '=', idOrSlug).then(0).else(1).end())
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** The product, or null when the catalogue sells no product with that id (another market's ids included). */
  async findProduct(catalogId: string, productId: string): Promise<ProductDetailRecord | null> {
    const row = await sellableProducts(this.#db, catalogId)
      .leftJoin('audiobooks', 'audiobooks.product_id', 'products.id')
      .select([
        ...CARD_COLUMNS,
        'products.description',
        'products.description_html',
        'audiobooks.main_category_id',
        'audiobooks.duration_ms',
        'audiobooks.has_sample',
      ])
      .where('products.id', '=', productId)
      .executeTakeFirst();
    if (!row) return null;
    const [credits, categories, extras] = await Promise.all([
      loadCredits(this.#db, [row.id]),
      this.#categoriesOf(row.id),
      this.#extrasOf(catalogId, row),
    ]);
    if (!extras) return null;
    return {
      card: toCard(row, credits.get(row.id)),
      description: row.description,
      descriptionHtml: row.description_html,
      categories,
      extras,
    };
  }

  async #categoriesOf(productId: string): Promise<CategoryRecord[]> {
    const rows = await this.#db
      .selectFrom('product_categories')
      .innerJoin('categories', 'categories.id', 'product_categories.category_id')
      .select(['categories.id', 'categories.slug', 'categories.name', 'categories.parent_id'])
      .where('product_categories.product_id', '=', productId)
      .orderBy('product_categories.position')
      .orderBy('categories.id')
      .execute();
    return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, parentId: r.parent_id }));
  }

  async #extrasOf(
    catalogId: string,
    row: {
      readonly id: string;
      readonly type: ProductDetailRecord['card']['type'];
      readonly cycle_type: CycleType | null;
      readonly main_category_id: string | null;
      readonly duration_ms: number | null;
      readonly has_sample: number | null;
    },
  ): Promise<ProductExtras | null> {
    switch (row.type) {
      case 'audiobook':
        // An audiobook product without its audiobook row is not ready to be sold.
        if (row.main_category_id === null || row.duration_ms === null) return null;
        return {
          type: 'audiobook',
          mainCategoryId: row.main_category_id,
          durationMs: row.duration_ms,
          hasSample: row.has_sample === 1,
          cycles: await this.#cyclesOf(catalogId, row.id),
        };
      case 'cycle':
        return {
          type: 'cycle',
          cycleType: row.cycle_type ?? 'series',
          volumes: await this.#volumesOf(catalogId, row.id),
        };
      case 'podcast':
        return { type: 'podcast', episodes: await this.#episodesOf(row.id) };
    }
  }

  async #cyclesOf(catalogId: string, audiobookId: string): Promise<CycleMembershipRecord[]> {
    const rows = await this.#db
      .selectFrom('cycle_volumes as membership')
      .innerJoin('products as cycle', 'cycle.id', 'membership.cycle_id')
      .select((eb) => [
        'cycle.id',
        'cycle.name',
        'cycle.slug',
        'cycle.cycle_type',
        'membership.position',
        eb
          .selectFrom('cycle_volumes as all_volumes')
          .select((inner) => inner.fn.countAll<string | number>().as('n'))
          .whereRef('all_volumes.cycle_id', '=', 'membership.cycle_id')
          .as('volumes_count'),
      ])
      .where('membership.volume_id', '=', audiobookId)
      .where('cycle.catalog_id', '=', catalogId)
      // The store's named collections are shelves it keeps, not cycles the title belongs to.
      .where('cycle.slug', 'not in', NAMED_CYCLE_SLUGS)
      .orderBy('cycle.slug')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      cycleType: r.cycle_type ?? 'series',
      position: r.position,
      volumesCount: Number(r.volumes_count ?? 0),
    }));
  }

  async #volumesOf(catalogId: string, cycleId: string): Promise<VolumeRecord[]> {
    const links = await this.#db
      .selectFrom('cycle_volumes')
      .select(['volume_id', 'position'])
      .where('cycle_id', '=', cycleId)
      .orderBy('position')
      .execute();
    const cards = await loadCards(
      this.#db,
      catalogId,
      links.map((link) => link.volume_id),
    );
    const byId = new Map(cards.map((card) => [card.id, card]));
    return links.flatMap((link) => {
      const card = byId.get(link.volume_id);
      return card ? [{ position: link.position, card }] : [];
    });
  }

  async #episodesOf(podcastId: string): Promise<EpisodeRecord[]> {
    const rows = await this.#db
      .selectFrom('podcast_episodes')
      .select(['id', 'position', 'title', 'description', 'duration_ms', 'published_at'])
      .where('podcast_id', '=', podcastId)
      .orderBy('position')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      position: r.position,
      title: r.title,
      description: r.description,
      durationMs: r.duration_ms,
      publishedAt: r.published_at,
    }));
  }
}
