import { apiErrorSchema } from '#contract/api-error.schema';
import {
  type HelpCategoryWire,
  type HelpQuestionWire,
  helpCategorySchema,
  helpQuestionSchema,
} from '#contract/help-center.schema';
import { noLinksQuerySchema } from '#contract/query.schema';
import { z } from '#contract/zod';
import type { Hono } from 'hono';
import { descriptionHtml } from '#server/catalogue/description-html';
import type { HelpCategoryRecord, HelpCenterRepository } from '#server/catalogue/help-center-repository.port';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { idOrSlugParamsSchema, wireContextOf } from './catalogue-request';
import { apiBase, halLinks } from './hal';
import type { WireContext } from './product-wire';

const categoryPath = (locale: string, id: string) => `${apiBase(locale)}/help-center/categories/${id}`;
const questionPath = (locale: string, categoryId: string, id: string) =>
  `${categoryPath(locale, categoryId)}/questions/${id}`;

/** A help category with its questions (titles only; each answer is one request away). */
export const helpCategoryWire = (
  ctx: WireContext,
  category: HelpCategoryRecord,
  topLevel = false,
): HelpCategoryWire => {
  const self = categoryPath(ctx.locale, category.id);
  const links = topLevel
    ? { _links: halLinks(ctx.locale, self, {}, ctx.noLinks) }
    : ctx.noLinks
      ? {}
      : { _links: { self: { href: self } } };
  return {
    id: category.id,
    slug: category.slug,
    title: category.title,
    _embedded: {
      'app:help-question': category.questions.map((q) => ({
        id: q.id,
        slug: q.slug,
        title: q.title,
        ...(ctx.noLinks ? {} : { _links: { self: { href: questionPath(ctx.locale, category.id, q.id) } } }),
      })),
    },
    ...links,
  };
};

/** Spec §2 help centre (`/help-center/[categoryId]/[questionId]`): a category and a question, each by id or slug. */
export const registerHelpCenter = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly helpCenter: HelpCenterRepository },
) => {
  registry.define(
    api,
    {
      operationId: 'getHelpCategory',
      method: 'get',
      path: '/help-center/categories/:id',
      summary: 'A help-centre category of the market (by id or slug) with its questions, in order.',
      tag: 'Help centre',
      params: idOrSlugParamsSchema,
      query: noLinksQuerySchema,
      responses: {
        200: { description: 'The category', schema: helpCategorySchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        404: { description: 'No such help category in this market', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { params, query, reply }) => {
      const ctx = wireContextOf(c, query);
      const categories = await deps.helpCenter.listCategories(ctx.catalogId);
      const category = categories.find((h) => h.id === params.id) ?? categories.find((h) => h.slug === params.id);
      if (!category) throw apiErrorOf(notFound('Help category'));
      return reply(helpCategoryWire(ctx, category, true));
    },
  );
  registry.define(
    api,
    {
      operationId: 'getHelpQuestion',
      method: 'get',
      path: '/help-center/categories/:categoryId/questions/:questionId',
      summary:
        'A help-centre question of the market (category and question each by id or slug) with its answer, as plain text and HTML paragraphs.',
      tag: 'Help centre',
      params: z.object({ categoryId: z.string().min(1).max(200), questionId: z.string().min(1).max(200) }),
      query: noLinksQuerySchema,
      responses: {
        200: { description: 'The question', schema: helpQuestionSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        404: { description: 'No such question in this market', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { params, query, reply }) => {
      const ctx = wireContextOf(c, query);
      const question = await deps.helpCenter.findQuestion(ctx.catalogId, params.categoryId, params.questionId);
      if (!question) throw apiErrorOf(notFound('Help question'));
      const body: HelpQuestionWire = {
        id: question.id,
        slug: question.slug,
        title: question.title,
        category_id: question.category.id,
        body: question.body,
        body_html: descriptionHtml(question.body),
        _links: halLinks(
          ctx.locale,
          questionPath(ctx.locale, question.category.id, question.id),
          { 'app:help-category': { href: categoryPath(ctx.locale, question.category.id) } },
          ctx.noLinks,
        ),
      };
      return reply(body);
    },
  );
};
