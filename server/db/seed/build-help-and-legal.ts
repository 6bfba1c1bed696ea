import { LEGAL_PAGE_KINDS } from '../schema';
import { DEMO_LATEST_MS, isoTimestamp } from './demo-dates';
import type { MarketSeedContext } from './market-seed-context';
import type { SeedRows } from './seed-rows';

/** The market's help centre (categories with their questions, in order) and its three legal pages. */
export const buildHelpAndLegal = (ctx: MarketSeedContext): Partial<SeedRows> => {
  const rows: Pick<SeedRows, 'help_categories' | 'help_questions' | 'legal_pages'> = {
    help_categories: [],
    help_questions: [],
    legal_pages: [],
  };
  ctx.content.helpCenter.forEach((category, position) => {
    const categoryId = ctx.ids.helpCategory(category.slug);
    rows.help_categories.push({
      id: categoryId,
      catalog_id: ctx.catalogId,
      slug: category.slug,
      title: category.title,
      position,
    });
    category.questions.forEach((question, i) => {
      rows.help_questions.push({
        id: ctx.ids.helpQuestion(category.slug, question.slug),
        help_category_id: categoryId,
        slug: question.slug,
        title: question.title,
        body: question.body,
        position: i,
      });
    });
  });
  for (const kind of LEGAL_PAGE_KINDS) {
    const page = ctx.content.legal[kind];
    rows.legal_pages.push({
      id: ctx.ids.legalPage(kind),
      catalog_id: ctx.catalogId,
      kind,
      title: page.title,
      body: page.body,
      updated_at: isoTimestamp(DEMO_LATEST_MS),
    });
  }
  return rows;
};
