import fc from 'fast-check';
import { type AlgoliaConfig, type Facet, isFacetName } from '#domain/search/algolia-config';
import type { ProductId } from '#domain/cart/cart-item';
import type { SearchHit } from '#domain/search/search-hit';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { anyScalarStringOf } from './text.arbitrary';

/** Facet names the filter accepts: attribute paths such as `catalog_id` or `categories.lvl0`, not keywords. */
export const facetNameArbitrary: fc.Arbitrary<string> = fc
  .stringMatching(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,15}$/)
  .filter(isFacetName);

/** Facet values biased towards what could break quoting: quotes, backslashes, parentheses, operators, spaces. */
export const facetValueArbitrary: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom("'", '\\', '"', ' ', '(', ')', ' AND ', ' OR ', ':', "\\'", 'NOT '),
      fc.string({ maxLength: 4 }),
      anyScalarStringOf({ maxLength: 3 }),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

export const facetArbitrary: fc.Arbitrary<Facet> = fc.record({ name: facetNameArbitrary, value: facetValueArbitrary });

/** Visitor search configs with any mix of empty and non-empty facet lists. */
export const algoliaConfigArbitrary: fc.Arbitrary<AlgoliaConfig> = fc.record({
  indexName: fc.stringMatching(/^[a-z_]{1,12}$/),
  selectFacets: fc.array(facetArbitrary, { maxLength: 5 }),
  restrictFacets: fc.array(facetArbitrary, { maxLength: 5 }),
});

/** A search hit with plain defaults; override what the test cares about. */
export const aSearchHit = (id: string, overrides: Partial<SearchHit> = {}): SearchHit => ({
  id: id as ProductId,
  name: `Book ${id}`,
  imageUrl: null,
  description: '',
  rating: null,
  isFree: false,
  price: null,
  discountPrice: null,
  priceForSubscribers: null,
  lowestPrice: null,
  isAvailableInSubscription: false,
  deeplink: `https://audiora.example/${id}`,
  slug: id,
  type: 'audiobook',
  ...overrides,
});

const minorUnits = fc.option(
  fc.nat({ max: 100_000 }).map((n) => n as MinorUnits),
  { nil: null },
);

export const searchHitArbitrary: fc.Arbitrary<SearchHit> = fc.record({
  id: fc.uuid().map((id) => id as ProductId),
  name: fc.string({ minLength: 1 }),
  imageUrl: fc.option(fc.webUrl(), { nil: null }),
  description: fc.string(),
  rating: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: null }),
  isFree: fc.boolean(),
  price: minorUnits,
  discountPrice: minorUnits,
  priceForSubscribers: minorUnits,
  lowestPrice: minorUnits,
  isAvailableInSubscription: fc.boolean(),
  deeplink: fc.webUrl(),
  slug: fc.stringMatching(/^[a-z0-9-]{1,20}$/),
  type: fc.constantFrom('audiobook', 'podcast', 'cycle'),
});

/** Text typed into the search box: short and long, blank and padded, sometimes past the 120-character limit. */
export const typedInputArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', ' ', '   ', '\t'),
  fc.string({ minLength: 110, maxLength: 130 }),
  fc.nat({ max: 200 }).map((n) => 'a'.repeat(n)),
);
