import { categorySchema } from './category.schema';
import { halLinksSchema } from './hal.schema';
import { pageFieldsSchema, sortFieldsSchema } from './pagination.schema';
import { personRefSchema } from './person-ref.schema';
import { z } from './zod';

export const PRODUCT_TYPES = ['audiobook', 'podcast', 'cycle'] as const;
export type ProductTypeWire = (typeof PRODUCT_TYPES)[number];

/** A series reads in order; a collection is a set of titles sold together. */
export const CYCLE_TYPES = ['series', 'collection'] as const;

const minorUnits = z.int().nonnegative();

/** ISO-8601 with an offset (api-contract "Conventions"). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** Spec §3 Product prices: integers in minor units of `currency` (spec §5), null where there is none. */
export const productPricesSchema = z.object({
  price: minorUnits,
  discount_price: minorUnits.nullable(),
  price_for_subscribers: minorUnits.nullable(),
  lowest_price: minorUnits.nullable(),
  currency: z.string().length(3),
});

/** What a list item and the detail share (spec §3 Product, Search hit). */
const productCoreSchema = productPricesSchema.extend({
  id: z.uuid(),
  type: z.enum(PRODUCT_TYPES),
  name: z.string().min(1),
  slug: z.string().min(1),
  /** `{market}_{slug}`; the cart uses it without the two-letter prefix (spec §7). */
  reference_id: z.string().regex(/^[a-z]{2}_.+$/),
  /** The cover; accepts `?w=<px>`. */
  image_url: z.string().min(1),
  /** A short link the storefront maps to the product's page (spec §2). */
  deeplink: z.string().min(1),
  /** Average rating, 0 to 5 (0 while unrated), to two decimals. */
  rating: z.number().min(0).max(5),
  rating_count: z.int().nonnegative(),
  is_free: z.boolean(),
  is_available_in_subscription: z.boolean(),
  published_at: timestampSchema,
  /** Only for cycles (spec §3). */
  cycle_type: z.enum(CYCLE_TYPES).optional(),
});

/**
 * A product in a collection: `description` holds the author names, comma-separated (api-contract "Conventions"); a
 * podcast, which credits no author, names its hosts.
 */
export const productListItemSchema = productCoreSchema.extend({
  description: z.string(),
  _embedded: z.object({ 'app:author': z.array(personRefSchema) }),
  _links: halLinksSchema.optional(),
});

/** A page of products, unsorted (curated order or relevance). */
export const productPageSchema = pageFieldsSchema.extend({
  _embedded: z.object({ 'app:product': z.array(productListItemSchema) }),
  _links: halLinksSchema.optional(),
});

/** A page of products in the order the client asked for, echoing `sort` and `order`. */
export const productCollectionSchema = productPageSchema.extend(sortFieldsSchema.shape);

/** A volume of a cycle: the product, with its place in the cycle (1-based). */
export const volumeSchema = productListItemSchema.extend({ position: z.int().min(1) });

/** A podcast episode, in release order. */
export const episodeSchema = z.object({
  id: z.uuid(),
  position: z.int().min(1),
  title: z.string().min(1),
  description: z.string(),
  /** Minutes, rounded up. */
  duration: z.int().nonnegative(),
  duration_in_ms: z.int().positive(),
  published_at: timestampSchema,
});

/** A cycle an audiobook belongs to, with the audiobook's place in it. */
export const cycleMembershipSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1),
  slug: z.string().min(1),
  cycle_type: z.enum(CYCLE_TYPES),
  position: z.int().min(1),
  volumes_count: z.int().min(1),
  _links: halLinksSchema.optional(),
});

const credits = {
  'app:author': z.array(personRefSchema),
  'app:lector': z.array(personRefSchema),
  'app:publisher': z.array(personRefSchema),
  'app:category': z.array(categorySchema),
};

/** The detail fields of every product: plain and HTML descriptions. */
const productDetailCoreSchema = productCoreSchema.extend({
  description: z.string(),
  description_html: z.string(),
  _links: halLinksSchema.optional(),
});

/** The audiobook-only fields: duration in minutes and milliseconds, the sample, the main category. */
export const audiobookFieldsSchema = z.object({
  main_category_id: z.uuid(),
  /** Minutes, rounded up. */
  duration: z.int().nonnegative(),
  duration_in_ms: z.int().positive(),
  /** The sample's media resource; `""` when the title has no sample. */
  sample_url: z.string(),
});

export const audiobookProductSchema = productDetailCoreSchema.extend({
  type: z.literal('audiobook'),
  ...audiobookFieldsSchema.shape,
  _embedded: z.object({ ...credits, 'app:cycle': z.array(cycleMembershipSchema) }),
});

export const cycleProductSchema = productDetailCoreSchema.extend({
  type: z.literal('cycle'),
  cycle_type: z.enum(CYCLE_TYPES),
  _embedded: z.object({ ...credits, 'app:volume': z.array(volumeSchema) }),
});

export const podcastProductSchema = productDetailCoreSchema.extend({
  type: z.literal('podcast'),
  _embedded: z.object({ ...credits, 'app:episode': z.array(episodeSchema) }),
});

/** `GET /products/{id}`: spec §3 Product with its credits, categories and, by type, cycles, volumes or episodes. */
export const productSchema = z.discriminatedUnion('type', [
  audiobookProductSchema,
  cycleProductSchema,
  podcastProductSchema,
]);

export type ProductPricesWire = z.infer<typeof productPricesSchema>;
export type ProductListItemWire = z.infer<typeof productListItemSchema>;
export type ProductPageWire = z.infer<typeof productPageSchema>;
export type ProductCollectionWire = z.infer<typeof productCollectionSchema>;
export type VolumeWire = z.infer<typeof volumeSchema>;
export type EpisodeWire = z.infer<typeof episodeSchema>;
export type CycleMembershipWire = z.infer<typeof cycleMembershipSchema>;
export type ProductWire = z.infer<typeof productSchema>;
export type AudiobookProductWire = z.infer<typeof audiobookProductSchema>;
