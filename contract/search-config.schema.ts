import { z } from './zod';

/** Spec §7: one facet of the visitor search config, matched as `name:'value'`. */
export const facetSchema = z.object({ name: z.string().min(1), value: z.string() });

/**
 * `GET /visitor/{catalogId}/algolia` (spec §7, api-contract "Search"): the index, the facets every query is filtered
 * by (select facets OR-ed, restrict facets AND-ed) and the search-only credentials; `host` names a same-origin
 * Algolia-compatible service when the index is not hosted by Algolia.
 */
export const searchConfigSchema = z.object({
  index_name: z.string().min(1),
  restrict_facets: z.array(facetSchema),
  select_facets: z.array(facetSchema),
  app_id: z.string().min(1),
  search_api_key: z.string().min(1),
  host: z.string().min(1).optional(),
});

/** `GET /search/{q}/get-slug`: the category or author a phrase names exactly. */
export const searchSlugSchema = z.object({
  type: z.enum(['category', 'author']),
  id: z.uuid(),
  slug: z.string().min(1),
});

export type SearchConfigWire = z.infer<typeof searchConfigSchema>;
export type SearchSlugWire = z.infer<typeof searchSlugSchema>;
