import type { KyInstance } from 'ky';
import type { Cycle } from '#application/cycle/cycle';
import type { CycleError } from '#application/cycle/cycle.errors';
import type { CycleRepository } from '#application/ports/cycle-repository.port';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import { cycleProductSchema } from '#contract/product.schema';
import type { z } from '#contract/zod';
import { getResource, segment } from './get-resource';
import { toPersonRef } from './person-ref-wire';
import { toProductPrices, toProductSummary } from './product-list-wire';

const toCycle = (wire: z.output<typeof cycleProductSchema>): Cycle => ({
  id: wire.id,
  slug: wire.slug,
  name: wire.name,
  cycleType: wire.cycle_type,
  description: wire.description,
  imageUrl: wire.image_url,
  authors: wire._embedded['app:author'].map(toPersonRef),
  prices: toProductPrices(wire),
  currency: wire.currency,
  volumes: wire._embedded['app:volume'].map((volume) => ({
    position: volume.position,
    product: toProductSummary(volume),
  })),
});

/** The market's cycles over the store's HTTP API (`/{lang}/v2/cycles/{id}`, by id or slug). */
export class KyCycleRepository implements CycleRepository {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  findCycle(locale: Locale, idOrSlug: string): Promise<Result<Cycle, CycleError>> {
    return getResource(this.#http, `${locale}/v2/cycles/${segment(idOrSlug)}`, cycleProductSchema, toCycle, {
      notFound: { code: 'CYCLE.NOT_FOUND' },
      unavailable: { code: 'CATALOG.UNAVAILABLE' },
    });
  }
}
