import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import type { HelpCenterRepository } from '../ports/help-center-repository.port';
import type { HelpCategory } from './help-center';
import type { HelpCenterError } from './help-center.errors';

export interface LoadHelpCenterInput {
  readonly locale: Locale;
  /** A category's id or slug (spec §2 `/help-center/[categoryId]`); none for the help centre's home. */
  readonly categoryId?: string;
}

export interface HelpCenterView {
  readonly categories: readonly HelpCategory[];
  /** The category asked for; null on the help centre's home. */
  readonly category: HelpCategory | null;
}

/** Spec §2 help centre: its categories and questions, and the one category a page is about (by id or slug). */
export class LoadHelpCenter {
  readonly #deps: { readonly helpCenterRepository: HelpCenterRepository };

  constructor(deps: { readonly helpCenterRepository: HelpCenterRepository }) {
    this.#deps = deps;
  }

  async execute(input: LoadHelpCenterInput): Promise<Result<HelpCenterView, HelpCenterError>> {
    const result = await this.#deps.helpCenterRepository.listCategories(input.locale);
    if (!result.ok) return result;
    const categories = result.value;
    if (input.categoryId === undefined) return ok({ categories, category: null });
    const wanted = input.categoryId;
    const category = categories.find((c) => c.id === wanted) ?? categories.find((c) => c.slug === wanted);
    return category ? ok({ categories, category }) : err({ code: 'HELP_CENTER.NOT_FOUND' });
  }
}
