import type { KyInstance } from 'ky';
import type { HelpCategory, HelpQuestion } from '#application/help-center/help-center';
import type { HelpCenterError } from '#application/help-center/help-center.errors';
import type { HelpCenterRepository } from '#application/ports/help-center-repository.port';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { Result } from '#domain/shared/result';
import { type HelpCategoryWire, type HelpQuestionWire, helpQuestionSchema } from '#contract/help-center.schema';
import { type ScreenWire, screenSchema } from '#contract/screen.schema';
import { getResource, segment } from './get-resource';

const FAILURES = {
  notFound: { code: 'HELP_CENTER.NOT_FOUND' },
  unavailable: { code: 'HELP_CENTER.UNAVAILABLE' },
} as const;

const toCategory = (wire: HelpCategoryWire): HelpCategory => ({
  id: wire.id,
  slug: wire.slug,
  title: wire.title,
  questions: wire._embedded['app:help-question'].map(({ id, slug, title }) => ({ id, slug, title })),
});

const toCategories = (wire: ScreenWire): readonly HelpCategory[] =>
  (wire._embedded['app:help-category'] ?? []).map(toCategory);

const toQuestion = (wire: HelpQuestionWire): HelpQuestion => ({
  id: wire.id,
  slug: wire.slug,
  title: wire.title,
  categoryId: wire.category_id,
  body: wire.body,
});

/**
 * The help centre over the store's HTTP API: its categories and questions from the visitor's help-centre screen
 * (spec §7 `/visitor/{catalogId}/screen/help-center`), each answer from `/help-center/categories/{c}/questions/{q}`.
 */
export class KyHelpCenterRepository implements HelpCenterRepository {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  listCategories(locale: Locale): Promise<Result<readonly HelpCategory[], HelpCenterError>> {
    const path = `${locale}/v2/visitor/${MARKETS[locale].catalogId}/screen/help-center`;
    return getResource(this.#http, path, screenSchema, toCategories, FAILURES);
  }

  findQuestion(locale: Locale, categoryId: string, questionId: string): Promise<Result<HelpQuestion, HelpCenterError>> {
    const path = `${locale}/v2/help-center/categories/${segment(categoryId)}/questions/${segment(questionId)}`;
    return getResource(this.#http, path, helpQuestionSchema, toQuestion, FAILURES);
  }
}
