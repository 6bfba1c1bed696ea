import type { CategoryWire } from '#contract/category.schema';
import type { PersonKind } from '#domain/catalog/person-kind';
import type { PersonRefWire } from '#contract/person-ref.schema';
import type {
  CycleMembershipWire,
  EpisodeWire,
  ProductListItemWire,
  ProductWire,
  VolumeWire,
} from '#contract/product.schema';
import { deeplinkFor } from '#server/catalogue/deeplink';
import { creditLine } from '#server/catalogue/queries/cover.query';
import type { CreditsRecord, PersonRefRecord, ProductCardRecord } from '#server/catalogue/queries/product-card.query';
import type {
  CycleMembershipRecord,
  EpisodeRecord,
  ProductDetailRecord,
  VolumeRecord,
} from '#server/catalogue/queries/product.query';
import type { CategoryRecord } from '#server/catalogue/category-repository.port';
import { coverUrl } from '#server/catalogue/cover-url';
import { apiBase, halLinks } from './hal';

/** What every wire mapping needs from the request: the market and whether links are wanted. */
export interface WireContext {
  readonly locale: string;
  readonly catalogId: string;
  readonly currency: string;
  readonly noLinks: boolean;
}

// The mappers run for every product of every page, so they build each object whole or extend it with Object.assign:
// spreading a product's twenty fields into a new literal cost several times the rest of the mapping.

/**
 * A nested resource's one link, only when the client wants links (api-contract `_f[noLinks]=1`); `undefined` leaves
 * the field out of the JSON.
 */
const nestedLink = (ctx: WireContext, rel: string, href: string) => (ctx.noLinks ? undefined : { [rel]: { href } });

const PEOPLE_PATHS: Readonly<Record<PersonKind, string>> = {
  author: 'authors',
  lector: 'lectors',
  publisher: 'publishers',
};

/** The path of a person's resource. */
export const personPath = (locale: string, kind: PersonKind, id: string): string =>
  `${apiBase(locale)}/${PEOPLE_PATHS[kind]}/${id}`;

/** The path of a product's resource. */
export const productPath = (locale: string, id: string): string => `${apiBase(locale)}/products/${id}`;

export const personRefWire = (ctx: WireContext, kind: PersonKind, person: PersonRefRecord): PersonRefWire => ({
  id: person.id,
  slug: person.slug,
  name: person.name,
  _links: nestedLink(ctx, 'self', personPath(ctx.locale, kind, person.id)),
});

/** Spec §3 Category, linking to its products. */
export const categoryWire = (ctx: WireContext, category: CategoryRecord): CategoryWire => ({
  id: category.id,
  slug: category.slug,
  name: category.name,
  parent_id: category.parentId,
  _links: nestedLink(ctx, 'app:products', `${apiBase(ctx.locale)}/categories/${category.id}/products`),
});

/** The average rating to two decimals; 0 while nobody has rated. */
export const averageOf = (sum: number, count: number): number =>
  count === 0 ? 0 : Math.round((sum / count) * 100) / 100;

/** A duration in whole minutes, rounded up so that a short episode never shows 0. */
export const minutesOf = (ms: number): number => Math.ceil(ms / 60_000);

const coreWire = (ctx: WireContext, card: ProductCardRecord, credit: string) => ({
  id: card.id,
  type: card.type,
  name: card.name,
  slug: card.slug,
  reference_id: card.referenceId,
  image_url: coverUrl(ctx.locale, card.coverId, { title: card.name, author: credit }),
  deeplink: deeplinkFor({ kind: card.type, id: card.id }),
  price: card.prices.price,
  discount_price: card.prices.discountPrice,
  price_for_subscribers: card.prices.priceForSubscribers,
  lowest_price: card.prices.lowestPrice,
  currency: ctx.currency,
  rating: averageOf(card.ratingSum, card.ratingCount),
  rating_count: card.ratingCount,
  is_free: card.isFree,
  is_available_in_subscription: card.isAvailableInSubscription,
  published_at: card.publishedAt,
  cycle_type: card.type === 'cycle' && card.cycleType ? card.cycleType : undefined,
});

/** A product in a collection: `description` holds the credited names, comma-separated (api-contract). */
export const productListItemWire = (ctx: WireContext, card: ProductCardRecord): ProductListItemWire => {
  const credit = creditLine(card.credits);
  return Object.assign(coreWire(ctx, card, credit), {
    description: credit,
    _embedded: { 'app:author': card.credits.authors.map((person) => personRefWire(ctx, 'author', person)) },
    _links: nestedLink(ctx, 'self', productPath(ctx.locale, card.id)),
  });
};

const creditsWire = (ctx: WireContext, credits: CreditsRecord, categories: readonly CategoryRecord[]) => ({
  'app:author': credits.authors.map((person) => personRefWire(ctx, 'author', person)),
  'app:lector': credits.lectors.map((person) => personRefWire(ctx, 'lector', person)),
  'app:publisher': credits.publishers.map((person) => personRefWire(ctx, 'publisher', person)),
  'app:category': categories.map((category) => categoryWire(ctx, category)),
});

const cycleMembershipWire = (ctx: WireContext, cycle: CycleMembershipRecord): CycleMembershipWire => ({
  id: cycle.id,
  name: cycle.name,
  slug: cycle.slug,
  cycle_type: cycle.cycleType,
  position: cycle.position,
  volumes_count: cycle.volumesCount,
  _links: nestedLink(ctx, 'self', productPath(ctx.locale, cycle.id)),
});

const volumeWire = (ctx: WireContext, volume: VolumeRecord): VolumeWire =>
  Object.assign(productListItemWire(ctx, volume.card), { position: volume.position });

const episodeWire = (episode: EpisodeRecord): EpisodeWire => ({
  id: episode.id,
  position: episode.position,
  title: episode.title,
  description: episode.description,
  duration: minutesOf(episode.durationMs),
  duration_in_ms: episode.durationMs,
  published_at: episode.publishedAt,
});

/** Where the audiobook's sample plays from (the media resource of api-contract "Resources"); `""` without one. */
export const sampleUrl = (ctx: WireContext, audiobookId: string, hasSample: boolean): string =>
  hasSample ? `${apiBase(ctx.locale)}/catalogs/${ctx.catalogId}/audiobooks/${audiobookId}/media?samples=true` : '';

/** `GET /products/{id}`: the product with its credits, categories and what its type adds. */
export const productWire = (
  ctx: WireContext,
  product: ProductDetailRecord,
  selfPath = productPath(ctx.locale, product.card.id),
): ProductWire => {
  const base = apiBase(ctx.locale);
  const { card, extras } = product;
  const head = Object.assign(coreWire(ctx, card, creditLine(card.credits)), {
    description: product.description,
    description_html: product.descriptionHtml,
  });
  const credits = creditsWire(ctx, card.credits, product.categories);
  const links = (relations: Record<string, string>) =>
    halLinks(
      ctx.locale,
      selfPath,
      Object.fromEntries(Object.entries(relations).map(([rel, href]) => [rel, { href }])),
      ctx.noLinks,
    );
  const common = {
    'app:reviews': `${base}/catalogs/${ctx.catalogId}/products/${card.id}/reviews`,
    'app:recommended-after': `${base}/me/recommended-after/${card.id}`,
  };
  switch (extras.type) {
    case 'audiobook':
      return Object.assign(head, {
        type: 'audiobook' as const,
        main_category_id: extras.mainCategoryId,
        duration: minutesOf(extras.durationMs),
        duration_in_ms: extras.durationMs,
        sample_url: sampleUrl(ctx, card.id, extras.hasSample),
        _embedded: { ...credits, 'app:cycle': extras.cycles.map((cycle) => cycleMembershipWire(ctx, cycle)) },
        _links: links({
          ...common,
          'app:product': productPath(ctx.locale, card.id),
          'app:audiobook': `${base}/audiobooks/${card.id}`,
        }),
      });
    case 'cycle':
      return Object.assign(head, {
        type: 'cycle' as const,
        cycle_type: extras.cycleType,
        _embedded: { ...credits, 'app:volume': extras.volumes.map((volume) => volumeWire(ctx, volume)) },
        _links: links(common),
      });
    case 'podcast':
      return Object.assign(head, {
        type: 'podcast' as const,
        _embedded: { ...credits, 'app:episode': extras.episodes.map(episodeWire) },
        _links: links(common),
      });
  }
};
