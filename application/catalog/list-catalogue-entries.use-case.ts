import { type Category, topLevelCategories } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import type { ScreenError } from '../home/screen.errors';
import type { ScreenRepository } from '../ports/screen-repository.port';
import { ok, type Result } from '#domain/shared/result';

export interface ListCatalogueEntriesInput {
  readonly locale: Locale;
}

/**
 * Spec §2 catalogue dropdown: its entries come from the catalogue screen, top-level categories only (no
 * parent), in the screen's order, each once even when several of its category lists name it.
 */
export class ListCatalogueEntries {
  readonly #deps: { readonly screenRepository: ScreenRepository };

  constructor(deps: { readonly screenRepository: ScreenRepository }) {
    this.#deps = deps;
  }

  async execute(input: ListCatalogueEntriesInput): Promise<Result<readonly Category[], ScreenError>> {
    const result = await this.#deps.screenRepository.findScreen(input.locale, 'catalog');
    if (!result.ok) return result;
    const seen = new Set<string>();
    const entries: Category[] = [];
    for (const section of result.value.sections) {
      if (section.type !== 'category-list') continue;
      for (const category of topLevelCategories(section.categories)) {
        if (seen.has(category.id)) continue;
        seen.add(category.id);
        entries.push(category);
      }
    }
    return ok(entries);
  }
}
