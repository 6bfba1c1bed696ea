import type { Locale } from '#domain/market/locale';
import type { ScreenRepository } from '../ports/screen-repository.port';
import { ok, type Result } from '#domain/shared/result';
import { hasContent, type ScreenSection } from './screen';
import type { ScreenError } from './screen.errors';

export interface LoadHomeScreenInput {
  readonly locale: Locale;
}

/** Spec §2 home page: the market's home screen sections in the API's order, leaving out empty ones. */
export class LoadHomeScreen {
  readonly #deps: { readonly screenRepository: ScreenRepository };

  constructor(deps: { readonly screenRepository: ScreenRepository }) {
    this.#deps = deps;
  }

  async execute(input: LoadHomeScreenInput): Promise<Result<readonly ScreenSection[], ScreenError>> {
    const result = await this.#deps.screenRepository.findScreen(input.locale, 'home');
    if (!result.ok) return result;
    return ok(result.value.sections.filter(hasContent));
  }
}
