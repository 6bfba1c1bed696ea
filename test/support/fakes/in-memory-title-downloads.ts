import type { DownloadError } from '#application/library/download.errors';
import type { DownloadTarget } from '#application/ports/download-target.port';
import type { TitleDownload, TitleDownloadGateway } from '#application/ports/title-download-gateway.port';
import { err, ok, type Result } from '#domain/shared/result';

type OpenError = Exclude<DownloadError, { readonly code: 'DOWNLOAD.INTERRUPTED' }>;

async function* chunked(bytes: Uint8Array, size: number): AsyncIterable<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += size) yield bytes.subarray(at, at + size);
}

/**
 * Owned titles' files in memory: a title answers from the byte asked for, or whole when ranges are off; a connection
 * may be made to break after some bytes, once.
 */
export class InMemoryTitleDownloads implements TitleDownloadGateway {
  readonly #files = new Map<string, { readonly name: string; readonly bytes: Uint8Array }>();
  readonly opened: { readonly audiobookId: string; readonly fromByte: number }[] = [];
  refusal: OpenError | null = null;
  honoursRanges = true;
  #breakAfter: number | null = null;

  withFile(audiobookId: string, name: string, bytes: Uint8Array): this {
    this.#files.set(audiobookId, { name, bytes });
    return this;
  }

  breakNextAfter(bytes: number): void {
    this.#breakAfter = bytes;
  }

  async open(audiobookId: string, fromByte: number): Promise<Result<TitleDownload, OpenError>> {
    this.opened.push({ audiobookId, fromByte });
    if (this.refusal) return err(this.refusal);
    const file = this.#files.get(audiobookId);
    if (!file) return err({ code: 'DOWNLOAD.NOT_ENTITLED' });
    const start = this.honoursRanges ? Math.min(fromByte, file.bytes.byteLength) : 0;
    const end = this.#breakAfter === null ? file.bytes.byteLength : start + this.#breakAfter;
    this.#breakAfter = null;
    return ok({
      fileName: file.name,
      totalBytes: file.bytes.byteLength,
      fromByte: start,
      bytes: chunked(file.bytes.subarray(start, end), 1000),
    });
  }
}

/** A download target in memory: the partial copy, and the files put in place by name. */
export class InMemoryDownloadTarget implements DownloadTarget {
  partial: Uint8Array | null = null;
  readonly completed = new Map<string, Uint8Array>();

  async keptBytes(): Promise<number> {
    return this.partial?.byteLength ?? 0;
  }

  async restart(): Promise<void> {
    this.partial = null;
  }

  async append(chunk: Uint8Array): Promise<void> {
    const before = this.partial ?? new Uint8Array(0);
    const next = new Uint8Array(before.byteLength + chunk.byteLength);
    next.set(before);
    next.set(chunk, before.byteLength);
    this.partial = next;
  }

  async complete(fileName: string): Promise<string> {
    this.completed.set(fileName, this.partial ?? new Uint8Array(0));
    this.partial = null;
    return `/downloads/${fileName}`;
  }

  async discard(): Promise<void> {
    this.partial = null;
  }
}
