import type { HelpCategory, HelpQuestionRef } from '#application/help-center/help-center';
import type { RoutePathBuilder } from '#ui/routes/use-route-path';

/** Spec §2 `/help-center/[categoryId]`: a category's page, by its slug. */
export const helpCategoryPath = (path: RoutePathBuilder, category: Pick<HelpCategory, 'slug'>): string =>
  path('helpCenterCategory', { categoryId: category.slug });

/** Spec §2 `/help-center/[categoryId]/[questionId]` (named route helpCenterWithQuestion), by slugs. */
export const helpQuestionPath = (
  path: RoutePathBuilder,
  category: Pick<HelpCategory, 'slug'>,
  question: Pick<HelpQuestionRef, 'slug'>,
): string => path('helpCenterWithQuestion', { categoryId: category.slug, questionId: question.slug });
