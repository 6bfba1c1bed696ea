import type { LicenseChannels } from '#domain/licensing/license';
import type { Result } from '#domain/shared/result';
import type { LicenseError } from '../audiobook/audiobook.errors';

/** The signed-in user's licences per title (spec §3, §7 GET /me/audiobook-license-channels/{id}). */
export interface LicenseChannelsRepository {
  /** AUTH.NOT_SIGNED_IN when nobody is signed in. */
  channelsOf(productId: string): Promise<Result<LicenseChannels, LicenseError>>;
}
