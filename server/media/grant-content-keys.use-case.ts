import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import type { AttemptLimit, AttemptLimiter, AttemptLimiters } from '../accounts/throttle/attempt-limiter.port';
import { type EntitlementDeps, type Listener, listeningEntitlement } from '../library/entitlement';
import type { LibraryError } from '../library/library.errors';
import type { Logger } from '../logging/logger';
import {
  invalidField,
  notFound,
  type SharedError,
  tooManyAttempts,
  type ValidationFailed,
} from '../shared/server-error';
import type { ContentKeys } from './content-keys.port';
import { keyIdFromBase64url } from './key-ids';
import { logLicenseEvent } from './license-log';
import { type MediaError, unknownKeyId } from './media.errors';
import type { MediaRecordings } from './media-recordings.port';
import type { MediaTitles } from './media-titles.port';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Licence requests: a player asks once a title starts and again on a reload or a renewal, so 60 a listener and 240 an
 * address (several listeners behind one) in 10 minutes leave playing alone and stop anyone sweeping the catalogue.
 */
export const LICENSE_LIMITS: Readonly<Record<'perUser' | 'perAddress', AttemptLimit>> = {
  perUser: { limit: 60, windowMs: TEN_MINUTES_MS },
  perAddress: { limit: 240, windowMs: TEN_MINUTES_MS },
};

/** The most key ids one request may name; a title has one. */
export const MAX_KEY_IDS = 8;

export interface GrantContentKeysDeps extends EntitlementDeps {
  readonly mediaTitles: MediaTitles;
  readonly recordings: MediaRecordings;
  readonly contentKeys: ContentKeys;
  readonly limiters: AttemptLimiters;
  readonly logger: Logger;
  readonly now: () => Date;
}

/** The W3C ClearKey request as it came: its `kids` (base64url), or why the body could not be read as one. */
export type LicenseRequest =
  | { readonly kids: readonly string[] }
  | { readonly refused: ValidationFailed | Extract<MediaError, { code: 'LICENSE_REQUEST_MALFORMED' }> };

export interface GrantContentKeysInput {
  readonly listener: Listener;
  /** The client's address (an IPv6 client's /64), for the limit and the log. */
  readonly address: string;
  readonly market: Market;
  readonly audiobookId: string;
  readonly request: LicenseRequest;
}

/** One content key of a licence: the key id (a UUID) and the key (32 hex digits). */
export interface GrantedKey {
  readonly keyId: string;
  readonly key: string;
}

/**
 * The ClearKey licence of an audiobook of the market (api-contract "DRM license"): the keys of the requested key ids,
 * only when they are the title's own and the signed-in listener may hear it in full on this device (the same rules
 * as StartPlayback). Every request counts towards the listener's and the address's limits, and every grant and
 * refusal is logged with the key ids asked for, never a key.
 */
export class GrantContentKeys {
  readonly #deps: GrantContentKeysDeps;
  readonly #perUser: AttemptLimiter;
  readonly #perAddress: AttemptLimiter;

  constructor(deps: GrantContentKeysDeps) {
    this.#deps = deps;
    this.#perUser = deps.limiters.limiter('license.user', LICENSE_LIMITS.perUser);
    this.#perAddress = deps.limiters.limiter('license.address', LICENSE_LIMITS.perAddress);
  }

  async execute(
    input: GrantContentKeysInput,
  ): Promise<Result<readonly GrantedKey[], MediaError | LibraryError | SharedError>> {
    const { listener, address, market, audiobookId } = input;
    const now = this.#deps.now();
    const line = { user_id: listener.userId, device_id: listener.deviceId, ip: address, audiobook_id: audiobookId };
    const refuse = <E extends MediaError | LibraryError | SharedError>(error: E, keyIds?: readonly string[]) => {
      logLicenseEvent(this.#deps.logger, 'security.license.refused', {
        ...line,
        ...(keyIds ? { key_ids: keyIds } : {}),
        code: error.code,
      });
      return err(error);
    };

    const wait = Math.max(
      ...(await Promise.all([
        this.#perUser.retryAfterSeconds(listener.userId, now),
        this.#perAddress.retryAfterSeconds(address, now),
      ])),
    );
    if (wait > 0) return refuse(tooManyAttempts(wait));
    await Promise.all([this.#perUser.record(listener.userId, now), this.#perAddress.record(address, now)]);

    if ('refused' in input.request) return refuse(input.request.refused);
    const keyIds = input.request.kids.map(keyIdFromBase64url);
    if (keyIds.length === 0 || keyIds.length > MAX_KEY_IDS || keyIds.some((id) => id === null))
      return refuse(invalidField('kids', 'INVALID'));
    const asked = [...new Set(keyIds as string[])];

    const found = await this.#deps.mediaTitles.findAudiobook(market.catalogId, audiobookId);
    if (!found) return refuse(notFound('Audiobook'), asked);
    const entitled = await listeningEntitlement(this.#deps, { listener, market, title: found.title, now });
    if (!entitled.ok) return refuse(entitled.error, asked);

    const recording = found.mediaId === null ? undefined : this.#deps.recordings.find(found.mediaId);
    const titleKeyId = recording?.protected ? recording.keyId : null;
    if (titleKeyId === null || asked.some((id) => id !== titleKeyId)) return refuse(unknownKeyId(), asked);
    const key = await this.#deps.contentKeys.keyOf(titleKeyId);
    if (key === null) return refuse(unknownKeyId(), asked);

    logLicenseEvent(this.#deps.logger, 'security.license.granted', { ...line, key_ids: asked });
    return ok([{ keyId: titleKeyId, key }]);
  }
}
