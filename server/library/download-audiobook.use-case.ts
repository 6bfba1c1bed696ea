import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { notFound, type SharedError } from '../shared/server-error';
import type { AudiobookDownload, AudiobookDownloads } from './audiobook-downloads.port';
import { downloadEntitlement, type EntitlementDeps, type Listener } from './entitlement';
import { type LibraryError, mediaNotReady } from './library.errors';
import type { LibraryTitles } from './library-titles.port';

export interface DownloadAudiobookDeps extends Pick<EntitlementDeps, 'devices'> {
  readonly titles: LibraryTitles;
  readonly downloads: AudiobookDownloads;
}

export interface DownloadAudiobookInput {
  readonly listener: Listener;
  readonly market: Market;
  readonly audiobookId: string;
}

/** An audiobook's DRM-free download, for a one-off license holder on a streaming device; as RequestAudiobookDownload refuses. */
export class DownloadAudiobook {
  readonly #deps: DownloadAudiobookDeps;

  constructor(deps: DownloadAudiobookDeps) {
    this.#deps = deps;
  }

  async execute(input: DownloadAudiobookInput): Promise<Result<AudiobookDownload, LibraryError | SharedError>> {
    const title = await this.#deps.titles.findAudiobook(input.market.catalogId, input.audiobookId);
    if (!title) return err(notFound('Audiobook'));
    const entitled = await downloadEntitlement(this.#deps, { listener: input.listener, title });
    if (!entitled.ok) return entitled;
    const download = await this.#deps.downloads.locate(title.id);
    return download === null ? err(mediaNotReady()) : ok(download);
  }
}
