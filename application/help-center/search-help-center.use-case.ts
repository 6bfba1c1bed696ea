import type { Locale } from '#domain/market/locale';
import { searchWordsOf, textMatchesAll } from '#domain/search/word-match';
import { ok, type Result } from '#domain/shared/result';
import type { HelpCenterRepository } from '../ports/help-center-repository.port';
import type { HelpSearchHit } from './help-center';
import type { HelpCenterError } from './help-center.errors';

export interface SearchHelpCenterInput {
  readonly locale: Locale;
  /** What the visitor typed into the help centre's search form. */
  readonly phrase: string;
}

/**
 * Spec §2 help centre, searched: the questions whose title, answer or category holds every word of the phrase
 * (folded for case and diacritics, endings of inflected words forgiven: search-notes "Folding"), those found by their
 * title first, each group in the help centre's order. A phrase of no words (or over 120 characters) finds nothing.
 */
export class SearchHelpCenter {
  readonly #deps: { readonly helpCenterRepository: HelpCenterRepository };

  constructor(deps: { readonly helpCenterRepository: HelpCenterRepository }) {
    this.#deps = deps;
  }

  async execute(input: SearchHelpCenterInput): Promise<Result<readonly HelpSearchHit[], HelpCenterError>> {
    const words = searchWordsOf(input.phrase);
    if (words.length === 0) return ok([]);
    const { helpCenterRepository } = this.#deps;
    const listed = await helpCenterRepository.listCategories(input.locale);
    if (!listed.ok) return listed;
    const candidates = listed.value.flatMap((category) =>
      category.questions.map((question) => ({ category, question })),
    );
    // Answers are read only for a search, all at once; the help centre holds a few dozen questions.
    const answers = await Promise.all(
      candidates.map(({ category, question }) =>
        helpCenterRepository.findQuestion(input.locale, category.id, question.id),
      ),
    );
    const byTitle: HelpSearchHit[] = [];
    const byAnswer: HelpSearchHit[] = [];
    for (const [index, { category, question }] of candidates.entries()) {
      const answer = answers[index];
      if (answer && !answer.ok) return answer;
      const hit = { category: { id: category.id, slug: category.slug, title: category.title }, question };
      if (textMatchesAll(`${question.title}\n${category.title}`, words)) byTitle.push(hit);
      else if (textMatchesAll(`${question.title}\n${category.title}\n${answer?.value.body ?? ''}`, words))
        byAnswer.push(hit);
    }
    return ok([...byTitle, ...byAnswer]);
  }
}
