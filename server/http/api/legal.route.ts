import { apiErrorSchema } from '#contract/api-error.schema';
import { LEGAL_PAGES, type LegalPageWire, legalPageSchema } from '#contract/legal-page.schema';
import { noLinksQuerySchema } from '#contract/query.schema';
import { z } from '#contract/zod';
import type { Hono } from 'hono';
import { descriptionHtml } from '#server/catalogue/description-html';
import type { LegalPageRepository } from '#server/catalogue/legal-page-repository.port';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { wireContextOf } from './catalogue-request';
import { apiBase, halLinks } from './hal';

/** `GET /{lang}/v2/legal/{page}` (spec §2 legal pages): privacy policy, copyright notice, review terms. */
export const registerLegalPages = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly legalPages: LegalPageRepository },
) =>
  registry.define(
    api,
    {
      operationId: 'getLegalPage',
      method: 'get',
      path: '/legal/:page',
      summary: "The market's privacy policy, copyright notice or review terms, as plain text and HTML paragraphs.",
      tag: 'Help centre',
      params: z.object({ page: z.enum(LEGAL_PAGES) }),
      query: noLinksQuerySchema,
      responses: {
        200: { description: 'The page', schema: legalPageSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        404: { description: 'No such legal page', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { params, query, reply }) => {
      const ctx = wireContextOf(c, query);
      const page = await deps.legalPages.find(ctx.catalogId, params.page);
      if (!page) throw apiErrorOf(notFound('Legal page'));
      const body: LegalPageWire = {
        kind: page.kind,
        title: page.title,
        body: page.body,
        body_html: descriptionHtml(page.body),
        updated_at: page.updatedAt,
        _links: halLinks(ctx.locale, `${apiBase(ctx.locale)}/legal/${page.kind}`, {}, ctx.noLinks),
      };
      return reply(body);
    },
  );
