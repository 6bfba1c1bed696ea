import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import type { HelpCenterRepository } from '../ports/help-center-repository.port';
import type { HelpCategory, HelpQuestion } from './help-center';
import type { HelpCenterError } from './help-center.errors';

export interface LoadHelpQuestionInput {
  readonly locale: Locale;
  /** The category's and the question's id or slug (spec §2 `/help-center/[categoryId]/[questionId]`). */
  readonly categoryId: string;
  readonly questionId: string;
}

export interface HelpQuestionView {
  readonly question: HelpQuestion;
  /** The question's category with all its questions, for the way back and the questions next to it. */
  readonly category: HelpCategory;
}

/** Spec §2 `/help-center/[categoryId]/[questionId]`: an answer with its category. */
export class LoadHelpQuestion {
  readonly #deps: { readonly helpCenterRepository: HelpCenterRepository };

  constructor(deps: { readonly helpCenterRepository: HelpCenterRepository }) {
    this.#deps = deps;
  }

  async execute(input: LoadHelpQuestionInput): Promise<Result<HelpQuestionView, HelpCenterError>> {
    const { helpCenterRepository } = this.#deps;
    const [question, categories] = await Promise.all([
      helpCenterRepository.findQuestion(input.locale, input.categoryId, input.questionId),
      helpCenterRepository.listCategories(input.locale),
    ]);
    if (!question.ok) return question;
    if (!categories.ok) return categories;
    const category = categories.value.find((c) => c.id === question.value.categoryId);
    return category ? ok({ question: question.value, category }) : err({ code: 'HELP_CENTER.NOT_FOUND' });
  }
}
