import type { LicenseError } from '#application/audiobook/audiobook.errors';
import type { LicenseChannelsRepository } from '#application/ports/license-channels-repository.port';
import type { LicenseChannels } from '#domain/licensing/license';
import { err, ok, type Result } from '#domain/shared/result';

/** One signed-in user's licences per title in memory; `signedOut()` makes it answer as for a visitor. */
export class InMemoryLicenseChannelsRepository implements LicenseChannelsRepository {
  readonly #licenses = new Map<string, LicenseChannels>();
  #failure: LicenseError | null = null;
  readonly requests: string[] = [];

  withLicenses(productId: string, licenses: LicenseChannels): this {
    this.#licenses.set(productId, licenses);
    return this;
  }

  signedOut(): this {
    this.#failure = { code: 'AUTH.NOT_SIGNED_IN' };
    return this;
  }

  failWith(error: LicenseError | null): this {
    this.#failure = error;
    return this;
  }

  async channelsOf(productId: string): Promise<Result<LicenseChannels, LicenseError>> {
    this.requests.push(productId);
    if (this.#failure) return err(this.#failure);
    const licenses = this.#licenses.get(productId);
    return licenses ? ok(licenses) : err({ code: 'LICENSE.UNAVAILABLE' });
  }
}
