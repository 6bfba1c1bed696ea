import type { KyInstance } from 'ky';
import type { LicenseError } from '#application/audiobook/audiobook.errors';
import type { LicenseChannelsRepository } from '#application/ports/license-channels-repository.port';
import type { License, LicenseChannels } from '#domain/licensing/license';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { type LicenseChannelWire, licenseChannelsSchema } from '#contract/license-channels.schema';
import { isRemoteFailure } from './http-failure';
import { minor } from './product-list-wire';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyLicenseChannelsRepositoryDeps {
  readonly http: KyInstance;
  /** The market of the page: licences are per market's catalogue. */
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
}

const toLicense = (wire: LicenseChannelWire): License => ({
  state: wire.state,
  price: minor(wire.price),
  lowestPrice: minor(wire.lowest_price),
  discountPrice: minor(wire.discount_price),
  availableDiscount: minor(wire.available_discount),
});

/**
 * The signed-in user's licences over GET `/{lang}/v2/me/audiobook-license-channels/{id}` (spec §7), retried once after
 * a token refresh when it meets a 401 (spec §8).
 */
export class KyLicenseChannelsRepository implements LicenseChannelsRepository {
  readonly #deps: KyLicenseChannelsRepositoryDeps;

  constructor(deps: KyLicenseChannelsRepositoryDeps) {
    this.#deps = deps;
  }

  async channelsOf(productId: string): Promise<Result<LicenseChannels, LicenseError>> {
    const { http, locale, refreshSession } = this.#deps;
    try {
      const body = await withSessionRefresh(
        () => http.get(`${locale()}/v2/me/audiobook-license-channels/${encodeURIComponent(productId)}`).json(),
        refreshSession,
      );
      const parsed = licenseChannelsSchema.safeParse(body);
      if (!parsed.success) return err({ code: 'LICENSE.UNAVAILABLE' });
      const { oneoff, shared } = parsed.data;
      return ok({ oneoff: toLicense(oneoff), shared: shared === null ? null : toLicense(shared) });
    } catch (error) {
      if (isUnauthorized(error)) return err({ code: 'AUTH.NOT_SIGNED_IN' });
      if (isRemoteFailure(error)) return err({ code: 'LICENSE.UNAVAILABLE' });
      throw error;
    }
  }
}
