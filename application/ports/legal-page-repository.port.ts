import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { LegalPage, LegalPageKind } from '../legal/legal-page';
import type { LegalPageError } from '../legal/legal-page.errors';

/** The market's legal texts (spec §2: copyright notice, privacy policy, review terms). */
export interface LegalPageRepository {
  findLegalPage(locale: Locale, kind: LegalPageKind): Promise<Result<LegalPage, LegalPageError>>;
}
