import type { KyInstance } from 'ky';
import type { Screen, ScreenKey, ScreenSection } from '#application/home/screen';
import type { ScreenError } from '#application/home/screen.errors';
import type { ScreenRepository } from '#application/ports/screen-repository.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { CategoryId } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { CategoryWire } from '#contract/category.schema';
import { type ScreenWire, type SectionWire, screenSchema } from '#contract/screen.schema';
import { isMaintenance, isRemoteFailure } from './http-failure';
import { toProductSummary } from './product-list-wire';

/** Spec §7: where each screen lives under `/{lang}/v2`; the search screen and the web paywall are a visitor's. */
const screenPath = (locale: Locale, key: ScreenKey): string => {
  switch (key) {
    case 'home':
      return 'me/screen';
    case 'catalog':
      return 'me/screen/catalog';
    case 'search':
    case 'web-paywall':
      return `visitor/${MARKETS[locale].catalogId}/screen/${key}`;
  }
};

/** Spec §3 Category from the wire. */
export const toCategory = (wire: CategoryWire) => ({
  id: wire.id as CategoryId,
  slug: wire.slug,
  name: wire.name,
  parentId: wire.parent_id as CategoryId | null,
});

const toSection = (wire: SectionWire): ScreenSection => {
  const core = { id: wire.id, title: wire.title };
  switch (wire.type) {
    case 'products-swimlane':
      return {
        ...core,
        type: wire.type,
        total: wire.total,
        products: wire._embedded['app:product'].map(toProductSummary),
      };
    case 'item-sets':
      return {
        ...core,
        type: wire.type,
        elements: wire.elements.map(({ label, slug, deeplink }) => ({ label, slug, deeplink })),
      };
    case 'category-list':
      return { ...core, type: wire.type, categories: wire._embedded['app:category'].map(toCategory) };
  }
};

const toScreen = (wire: ScreenWire): Screen => ({
  id: wire.id,
  title: wire.title,
  sections: wire._embedded['app:section'].map(toSection),
});

/** The market's screens over the store's HTTP API (`/{lang}/v2/me/screen...`, without links). */
export class KyScreenRepository implements ScreenRepository {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  async findScreen(locale: Locale, key: ScreenKey): Promise<Result<Screen, ScreenError>> {
    try {
      const body = await this.#http
        .get(`${locale}/v2/${screenPath(locale, key)}`, { searchParams: { '_f[noLinks]': 1 } })
        .json();
      const parsed = screenSchema.safeParse(body);
      if (!parsed.success) return err({ code: 'SCREEN.UNAVAILABLE' });
      return ok(toScreen(parsed.data));
    } catch (error) {
      if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
      if (isRemoteFailure(error)) return err({ code: 'SCREEN.UNAVAILABLE' });
      throw error;
    }
  }
}
