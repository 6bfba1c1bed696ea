import type { ProductId } from '#domain/cart/cart-item';
import type { MinorUnits } from '#domain/pricing/minor-units';
import type { SearchHit } from '#domain/search/search-hit';
import type { SearchIndexAnswer } from '#domain/search/search-result-page';
import { z } from '#contract/zod';

const minorUnits = z.int().nonnegative().nullable().optional();

const toMinorUnits = (value: number | null | undefined): MinorUnits | null =>
  value === null || value === undefined ? null : (value as MinorUnits);

/** Spec §3 Search hit as the index stores it (snake_case, prices in minor units), mapped to the domain here only. */
export const algoliaHitSchema = z
  .object({
    objectID: z.string().min(1),
    id: z.string().min(1).optional(),
    name: z.string(),
    image_url: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    rating: z.number().nullable().optional(),
    is_free: z.boolean().optional(),
    price: minorUnits,
    discount_price: minorUnits,
    price_for_subscribers: minorUnits,
    lowest_price: minorUnits,
    is_available_in_subscription: z.boolean().optional(),
    deeplink: z.string().optional(),
    slug: z.string().optional(),
    type: z.enum(['audiobook', 'podcast', 'cycle']).optional(),
  })
  .transform(
    (wire): SearchHit => ({
      id: (wire.id ?? wire.objectID) as ProductId,
      name: wire.name,
      imageUrl: wire.image_url ?? null,
      description: wire.description ?? '',
      rating: wire.rating ?? null,
      isFree: wire.is_free ?? false,
      price: toMinorUnits(wire.price),
      discountPrice: toMinorUnits(wire.discount_price),
      priceForSubscribers: toMinorUnits(wire.price_for_subscribers),
      lowestPrice: toMinorUnits(wire.lowest_price),
      isAvailableInSubscription: wire.is_available_in_subscription ?? false,
      deeplink: wire.deeplink ?? '',
      slug: wire.slug ?? wire.id ?? wire.objectID,
      // A hit of unknown type opens the audiobook route, as its link does (search-links.ts).
      type: wire.type ?? 'audiobook',
    }),
  );

/** The paging fields of one Algolia answer; hits are parsed one by one so a malformed record drops alone. */
const algoliaAnswerSchema = z.object({
  hits: z.array(z.unknown()),
  page: z.int().nonnegative(),
  hitsPerPage: z.int().nonnegative(),
  nbPages: z.int().nonnegative(),
  nbHits: z.int().nonnegative(),
  facets: z.record(z.string(), z.record(z.string(), z.int().nonnegative())).optional(),
});

/** An Algolia search answer as the domain's index answer, or undefined when it is not one. */
export const parseAlgoliaAnswer = (body: unknown): SearchIndexAnswer | undefined => {
  const parsed = algoliaAnswerSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const hits = parsed.data.hits.flatMap((hit) => {
    const one = algoliaHitSchema.safeParse(hit);
    return one.success ? [one.data] : [];
  });
  return { ...parsed.data, hits };
};
