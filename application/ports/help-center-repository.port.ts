import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { HelpCategory, HelpQuestion } from '../help-center/help-center';
import type { HelpCenterError } from '../help-center/help-center.errors';

/** The market's help centre (spec §2, §7 `/visitor/{catalogId}/screen/help-center`). */
export interface HelpCenterRepository {
  /** Every category with its questions (titles only), in order. */
  listCategories(locale: Locale): Promise<Result<readonly HelpCategory[], HelpCenterError>>;
  /** One answer, by the category's and the question's id or slug; HELP_CENTER.NOT_FOUND when there is none. */
  findQuestion(locale: Locale, categoryId: string, questionId: string): Promise<Result<HelpQuestion, HelpCenterError>>;
}
