import type { KyInstance } from 'ky';
import type { LegalPage, LegalPageKind } from '#application/legal/legal-page';
import type { LegalPageError } from '#application/legal/legal-page.errors';
import type { LegalPageRepository } from '#application/ports/legal-page-repository.port';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import { type LegalPageWire, legalPageSchema } from '#contract/legal-page.schema';
import { getResource } from './get-resource';

const toLegalPage = (wire: LegalPageWire): LegalPage => ({
  kind: wire.kind,
  title: wire.title,
  body: wire.body,
  updatedAt: wire.updated_at,
});

/** The market's legal texts over the store's HTTP API (`/{lang}/v2/legal/{page}`). */
export class KyLegalPageRepository implements LegalPageRepository {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  findLegalPage(locale: Locale, kind: LegalPageKind): Promise<Result<LegalPage, LegalPageError>> {
    return getResource(this.#http, `${locale}/v2/legal/${kind}`, legalPageSchema, toLegalPage, {
      notFound: { code: 'LEGAL.NOT_FOUND' },
      unavailable: { code: 'LEGAL.UNAVAILABLE' },
    });
  }
}
