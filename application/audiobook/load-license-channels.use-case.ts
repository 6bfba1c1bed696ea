import type { User } from '#domain/auth/user';
import { type LicenseChannels, NO_LICENSES } from '#domain/licensing/license';
import { ok, type Result } from '#domain/shared/result';
import type { LicenseChannelsRepository } from '../ports/license-channels-repository.port';
import type { LicenseError } from './audiobook.errors';

export interface LoadLicenseChannelsInput {
  readonly productId: string;
  /** Null for an anonymous visitor. */
  readonly user: User | null;
}

/**
 * Spec §3, §5: the signed-in user's licences for a title, whose CAN_BUY offer overrides the product's prices. A
 * visitor has none (spec §6), so nothing is asked.
 */
export class LoadLicenseChannels {
  readonly #deps: { readonly licenseChannelsRepository: LicenseChannelsRepository };

  constructor(deps: { readonly licenseChannelsRepository: LicenseChannelsRepository }) {
    this.#deps = deps;
  }

  async execute(input: LoadLicenseChannelsInput): Promise<Result<LicenseChannels, LicenseError>> {
    if (input.user === null) return ok(NO_LICENSES);
    return this.#deps.licenseChannelsRepository.channelsOf(input.productId);
  }
}
