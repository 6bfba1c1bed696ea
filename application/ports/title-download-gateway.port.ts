import type { Result } from '#domain/shared/result';
import type { DownloadError } from '../library/download.errors';

/** The bytes of an owned title's DRM-free file, from `fromByte` on. */
export interface TitleDownload {
  /** The file's name as the store gives it. */
  readonly fileName: string;
  /** The whole file's size; null when the store does not tell it. */
  readonly totalBytes: number | null;
  /** Where the bytes sent begin: the offset asked for, or 0 when the store sends the whole file again. */
  readonly fromByte: number;
  /** Ends early, without an error, when the connection breaks: the bytes short of `totalBytes` tell it. */
  readonly bytes: AsyncIterable<Uint8Array>;
}

/** Downloads of the signed-in listener's bought titles (RequestAudiobookDownload, then the file with byte ranges). */
export interface TitleDownloadGateway {
  open(
    audiobookId: string,
    fromByte: number,
  ): Promise<Result<TitleDownload, Exclude<DownloadError, { readonly code: 'DOWNLOAD.INTERRUPTED' }>>>;
}
