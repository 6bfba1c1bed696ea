import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { LegalPageRepository } from '../ports/legal-page-repository.port';
import type { LegalPage, LegalPageKind } from './legal-page';
import type { LegalPageError } from './legal-page.errors';

export interface LoadLegalPageInput {
  readonly locale: Locale;
  readonly kind: LegalPageKind;
}

/** Spec §2 legal pages (`/copyright-notice`, `/privacy-policy`, `/review-terms`): the market's text of one. */
export class LoadLegalPage {
  readonly #deps: { readonly legalPageRepository: LegalPageRepository };

  constructor(deps: { readonly legalPageRepository: LegalPageRepository }) {
    this.#deps = deps;
  }

  execute(input: LoadLegalPageInput): Promise<Result<LegalPage, LegalPageError>> {
    return this.#deps.legalPageRepository.findLegalPage(input.locale, input.kind);
  }
}
