import { apiErrorSchema } from '#contract/api-error.schema';
import { type SearchSlugWire, searchSlugSchema } from '#contract/search-config.schema';
import { z } from '#contract/zod';
import type { Hono } from 'hono';
import type { SlugLookupQueries } from '#server/catalogue/queries/slug-lookup.query';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';

/** Spec §5: a search phrase is at most 120 characters; a longer one names nothing. */
const MAX_PHRASE_LENGTH = 120;

/** `GET /{lang}/v2/search/{q}/get-slug` (spec §7): the category or author a phrase names exactly. */
export const registerSearchSlug = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly slugs: SlugLookupQueries },
) =>
  registry.define(
    api,
    {
      operationId: 'getSearchSlug',
      method: 'get',
      path: '/search/:q/get-slug',
      summary:
        'The category, else the author, whose name is the phrase (ignoring case, diacritics and extra spaces), so a search can open its page.',
      tag: 'Search',
      params: z.object({ q: z.string().min(1).max(MAX_PHRASE_LENGTH) }),
      responses: {
        200: { description: 'What the phrase names', schema: searchSlugSchema },
        404: { description: 'The phrase names no category or author', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { params, reply }) => {
      const target = await deps.slugs.resolve(c.get('market').catalogId, params.q);
      if (!target) throw apiErrorOf(notFound('Slug'));
      const body: SearchSlugWire = { type: target.type, id: target.id, slug: target.slug };
      return reply(body);
    },
  );
