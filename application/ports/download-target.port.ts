/**
 * Where one title's download is written: the bytes go to a partial copy that only `complete` puts in place, so an
 * interrupted download leaves no file that looks whole, and the next attempt carries on from the bytes kept.
 */
export interface DownloadTarget {
  /** Bytes kept from an earlier attempt at this title; 0 when none. */
  keptBytes(): Promise<number>;
  /** Drops the bytes kept: the store sends the whole file again. */
  restart(): Promise<void>;
  append(chunk: Uint8Array): Promise<void>;
  /** Puts the whole file in its place, named after the store's name unless the caller chose one; answers where. */
  complete(fileName: string): Promise<string>;
  /** Drops the partial copy: it can never be resumed. */
  discard(): Promise<void>;
}
