/**
 * Where an audiobook's download comes from: an address elsewhere the browser is sent on to (a storage host that
 * checks its own signed links), or a file this server sends itself, only to the licence holder who asked.
 */
export type AudiobookDownload =
  | { readonly kind: 'address'; readonly url: string }
  | {
      readonly kind: 'file';
      /** The file on this machine, absolute. */
      readonly path: string;
      /** The name the browser saves it under. */
      readonly fileName: string;
      readonly contentType: string;
    };

/** Where the packaged files of audiobooks are downloaded from (one-off license holders only). */
export interface AudiobookDownloads {
  /** The audiobook's download, or null while it has no media. */
  locate(audiobookId: string): Promise<AudiobookDownload | null>;
}

/** The store before media are produced: no audiobook has a download yet. */
export const NO_AUDIOBOOK_DOWNLOADS: AudiobookDownloads = { locate: () => Promise.resolve(null) };
