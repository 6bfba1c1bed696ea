import { err, ok, type Result } from '#domain/shared/result';
import type { DownloadTarget } from '../ports/download-target.port';
import type { TitleDownloadGateway } from '../ports/title-download-gateway.port';
import type { DownloadError } from './download.errors';

export interface DownloadProgress {
  readonly receivedBytes: number;
  readonly totalBytes: number | null;
}

export interface DownloadTitleInput {
  readonly audiobookId: string;
  readonly target: DownloadTarget;
  readonly onProgress?: (progress: DownloadProgress) => void;
}

export interface DownloadedTitle {
  readonly path: string;
  readonly totalBytes: number;
  /** Bytes an earlier, interrupted attempt had kept and this one did not fetch again; 0 for a fresh download. */
  readonly resumedFrom: number;
}

// Failures after which the bytes kept are worth keeping: the same request may well succeed later.
const RESUMABLE: ReadonlySet<DownloadError['code']> = new Set([
  'DOWNLOAD.UNAVAILABLE',
  'API.MAINTENANCE',
  'AUTH.NOT_SIGNED_IN',
]);

/**
 * Saves an owned title's DRM-free file: from the bytes an earlier attempt kept (a byte range), or whole when the store
 * sends it whole; the file is put in place only once every byte arrived. A connection that breaks keeps what came for
 * the next attempt (DOWNLOAD.INTERRUPTED); a refusal (no licence, no media, unknown title) leaves nothing behind.
 */
export class DownloadTitle {
  readonly #deps: { readonly downloads: TitleDownloadGateway };

  constructor(deps: { readonly downloads: TitleDownloadGateway }) {
    this.#deps = deps;
  }

  async execute(input: DownloadTitleInput): Promise<Result<DownloadedTitle, DownloadError>> {
    const { target, onProgress } = input;
    const kept = await target.keptBytes();
    const opened = await this.#deps.downloads.open(input.audiobookId, kept);
    if (!opened.ok) {
      if (!RESUMABLE.has(opened.error.code)) await target.discard();
      return opened;
    }
    const { fileName, totalBytes, fromByte, bytes } = opened.value;
    if (fromByte === 0 && kept > 0) await target.restart();
    let received = fromByte;
    onProgress?.({ receivedBytes: received, totalBytes });
    for await (const chunk of bytes) {
      await target.append(chunk);
      received += chunk.byteLength;
      onProgress?.({ receivedBytes: received, totalBytes });
    }
    if (totalBytes === null ? received === 0 : received !== totalBytes)
      return err({ code: 'DOWNLOAD.INTERRUPTED', receivedBytes: received, totalBytes });
    const path = await target.complete(fileName);
    return ok({ path, totalBytes: received, resumedFrom: fromByte });
  }
}
