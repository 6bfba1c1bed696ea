import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { invalidField, type SharedError } from '../shared/server-error';
import type { AudiobookDownloads } from './audiobook-downloads.port';
import { downloadEntitlement, type EntitlementDeps, type Listener } from './entitlement';
import { type LibraryError, mediaNotReady } from './library.errors';
import type { LibraryTitles } from './library-titles.port';

export interface RequestAudiobookDownloadDeps extends Pick<EntitlementDeps, 'devices'> {
  readonly titles: LibraryTitles;
  readonly downloads: AudiobookDownloads;
}

export interface RequestAudiobookDownloadInput {
  readonly listener: Listener;
  readonly market: Market;
  readonly audiobookId: string;
}

/**
 * RequestAudiobookDownload: a one-off license holder on a streaming device may download an audiobook of the market
 * once it has media (MEDIA_NOT_READY before); answers the audiobook whose download address the caller gives out.
 */
export class RequestAudiobookDownload {
  readonly #deps: RequestAudiobookDownloadDeps;

  constructor(deps: RequestAudiobookDownloadDeps) {
    this.#deps = deps;
  }

  async execute(
    input: RequestAudiobookDownloadInput,
  ): Promise<Result<{ readonly audiobookId: string }, LibraryError | SharedError>> {
    const title = await this.#deps.titles.findAudiobook(input.market.catalogId, input.audiobookId);
    if (!title) return err(invalidField('audiobook_id', 'NOT_FOUND'));
    const entitled = await downloadEntitlement(this.#deps, { listener: input.listener, title });
    if (!entitled.ok) return entitled;
    if ((await this.#deps.downloads.locate(title.id)) === null) return err(mediaNotReady());
    return ok({ audiobookId: title.id });
  }
}
