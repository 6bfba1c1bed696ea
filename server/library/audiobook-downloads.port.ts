/** Where the packaged files of audiobooks are downloaded from (one-off license holders only). */
export interface AudiobookDownloads {
  /** The address the buyer's browser fetches the audiobook's download from, or null while it has no media. */
  locate(audiobookId: string): Promise<string | null>;
}

/** The store before media are produced: no audiobook has a download yet. */
export const NO_AUDIOBOOK_DOWNLOADS: AudiobookDownloads = { locate: () => Promise.resolve(null) };
