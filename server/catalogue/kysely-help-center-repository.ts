import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '#server/db/schema';
import type { HelpCategoryRecord, HelpCenterRepository, HelpQuestionRecord } from './help-center-repository.port';

/** The help centre on Kysely. */
export class KyselyHelpCenterRepository implements HelpCenterRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(deps: { readonly db: Kysely<DatabaseSchema> }) {
    this.#db = deps.db;
  }

  async listCategories(catalogId: string): Promise<readonly HelpCategoryRecord[]> {
    const rows = await this.#db
      .selectFrom('help_categories')
      .leftJoin('help_questions', 'help_questions.help_category_id', 'help_categories.id')
      .select([
        'help_categories.id as category_id',
        'help_categories.slug as category_slug',
        'help_categories.title as category_title',
        'help_questions.id as question_id',
        'help_questions.slug as question_slug',
        'help_questions.title as question_title',
      ])
      .where('help_categories.catalog_id', '=', catalogId)
      .orderBy('help_categories.position')
      .orderBy('help_questions.position')
      .execute();
    const categories = new Map<
      string,
      { id: string; slug: string; title: string; questions: HelpCategoryRecord['questions'][number][] }
    >();
    for (const row of rows) {
      const category = categories.get(row.category_id) ?? {
        id: row.category_id,
        slug: row.category_slug,
        title: row.category_title,
        questions: [],
      };
      categories.set(row.category_id, category);
      if (row.question_id && row.question_slug && row.question_title)
        category.questions.push({ id: row.question_id, slug: row.question_slug, title: row.question_title });
    }
    return [...categories.values()];
  }

  async findQuestion(
    catalogId: string,
    categorySlugOrId: string,
    questionSlugOrId: string,
  ): Promise<HelpQuestionRecord | null> {
    const row = await this.#db
      .selectFrom('help_questions')
      .innerJoin('help_categories', 'help_categories.id', 'help_questions.help_category_id')
      .select([
        'help_questions.id',
        'help_questions.slug',
        'help_questions.title',
        'help_questions.body',
        'help_categories.id as category_id',
        'help_categories.slug as category_slug',
        'help_categories.title as category_title',
      ])
      .where('help_categories.catalog_id', '=', catalogId)
      .where((eb) =>
        eb.or([eb('help_categories.slug', '=', categorySlugOrId), eb('help_categories.id', '=', categorySlugOrId)]),
      )
      .where((eb) =>
        eb.or([eb('help_questions.slug', '=', questionSlugOrId), eb('help_questions.id', '=', questionSlugOrId)]),
      )
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          slug: row.slug,
          title: row.title,
          body: row.body,
          category: { id: row.category_id, slug: row.category_slug, title: row.category_title },
        }
      : null;
  }
}
