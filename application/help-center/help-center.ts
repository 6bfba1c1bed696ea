/** A help-centre question as its category lists it. */
export interface HelpQuestionRef {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
}

/** A help-centre category with its questions, in order (spec §2 `/help-center/[categoryId]`). */
export interface HelpCategory {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly questions: readonly HelpQuestionRef[];
}

/** One answer (spec §2 `/help-center/[categoryId]/[questionId]`), as plain text. */
export interface HelpQuestion {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly categoryId: string;
  readonly body: string;
}

/** A question the help centre's search found, with the category it belongs to. */
export interface HelpSearchHit {
  readonly category: Pick<HelpCategory, 'id' | 'slug' | 'title'>;
  readonly question: HelpQuestionRef;
}
