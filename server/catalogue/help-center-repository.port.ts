export interface HelpQuestionSummary {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
}

export interface HelpCategoryRecord {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly questions: readonly HelpQuestionSummary[];
}

export interface HelpQuestionRecord extends HelpQuestionSummary {
  /** Plain text, paragraphs separated by a blank line. */
  readonly body: string;
  readonly category: { readonly id: string; readonly slug: string; readonly title: string };
}

/** The help centre of a catalogue (spec §2 /help-center/[categoryId]/[questionId]). */
export interface HelpCenterRepository {
  /** Categories in order, each with its questions in order. */
  listCategories(catalogId: string): Promise<readonly HelpCategoryRecord[]>;
  /** A question by category and question, each given by slug or id; null when either is unknown. */
  findQuestion(
    catalogId: string,
    categorySlugOrId: string,
    questionSlugOrId: string,
  ): Promise<HelpQuestionRecord | null>;
}
