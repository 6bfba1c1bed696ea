import { z } from '#contract/zod';

const stringList = z.array(z.string().max(200)).max(100);
// facetFilters: ['a:x', ['b:y', 'b:z']] (inner arrays are ORs); a single string is allowed too.
const facetFilters = z.union([z.string().max(4096), z.array(z.union([z.string().max(512), stringList])).max(100)]);

/** Algolia search parameters the reference server honours; other known Algolia parameters are accepted and ignored. */
export const searchParamsSchema = z
  .object({
    query: z.string().max(512).optional(),
    filters: z.string().max(4096).optional(),
    facetFilters: facetFilters.optional(),
    numericFilters: facetFilters.optional(),
    facets: z.union([z.string().max(200), stringList]).optional(),
    page: z.number().int().min(0).max(1000).optional(),
    hitsPerPage: z.number().int().min(0).max(1000).optional(),
    maxValuesPerFacet: z.number().int().min(1).max(1000).optional(),
    attributesToRetrieve: stringList.optional(),
    attributesToHighlight: stringList.optional(),
    highlightPreTag: z.string().max(200).optional(),
    highlightPostTag: z.string().max(200).optional(),
    typoTolerance: z.union([z.boolean(), z.enum(['min', 'strict', 'true', 'false'])]).optional(),
    /** InstantSearch's legacy form: the same parameters as one URL-encoded string. */
    params: z.string().max(16_384).optional(),
  })
  .loose();

export type SearchParams = z.infer<typeof searchParamsSchema>;

/** `POST /1/indexes/{indexName}/query` body. */
export const queryBodySchema = searchParamsSchema;

/** `POST /1/indexes/*\/queries` body. */
export const multipleQueriesBodySchema = z.object({
  requests: z
    .array(
      searchParamsSchema.extend({
        indexName: z.string().min(1).max(256),
        type: z.enum(['default', 'facet']).optional(),
      }),
    )
    .min(1)
    .max(50),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});
