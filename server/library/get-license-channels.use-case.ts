import { type GrantedLicenseChannels, licenseChannels } from '#domain/licensing/license-channels';
import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { notFound, type SharedError } from '../shared/server-error';
import { clubAccessOf, type EntitlementDeps, type Listener, onStreamingDevice } from './entitlement';
import type { LibraryTitles } from './library-titles.port';

export interface GetLicenseChannelsDeps extends EntitlementDeps {
  readonly titles: LibraryTitles;
  readonly now: () => Date;
}

export interface GetLicenseChannelsInput {
  /** The device is the session's own (the HTTP layer refuses another). */
  readonly listener: Listener;
  readonly market: Market;
  readonly productId: string;
}

/** The listener's license channels for a product of the market on this device (spec §3, §4); NOT_FOUND otherwise. */
export class GetLicenseChannels {
  readonly #deps: GetLicenseChannelsDeps;

  constructor(deps: GetLicenseChannelsDeps) {
    this.#deps = deps;
  }

  async execute(input: GetLicenseChannelsInput): Promise<Result<GrantedLicenseChannels, SharedError>> {
    const { listener, market } = input;
    const title = await this.#deps.titles.find(market.catalogId, input.productId);
    if (!title) return err(notFound('Product'));
    const [hasLicense, hasClubAccess, deviceAllowed] = await Promise.all([
      this.#deps.titles.hasLicense(listener.userId, title.id),
      clubAccessOf(this.#deps, listener.userId, market, this.#deps.now()),
      onStreamingDevice(this.#deps, listener),
    ]);
    return ok(
      licenseChannels({
        prices: title.prices,
        isFree: title.isFree,
        inClub: title.inClub,
        clubOffered: market.features.club,
        hasLicense,
        hasClubAccess,
        deviceAllowed,
      }),
    );
  }
}
