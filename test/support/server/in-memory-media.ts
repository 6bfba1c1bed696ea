import type { ContentKeys } from '#server/media/content-keys.port';
import type { DemoRecording } from '#server/media/demo-recording';
import { DEMO_RECORDINGS } from '#server/media/demo-recordings';
import type { EpisodeMedia, MediaEpisodes } from '#server/media/media-episodes.port';
import type { AudiobookMedia, MediaChapter, MediaTitles } from '#server/media/media-titles.port';
import { InMemoryLibraryTitles, type StoredTitle } from './in-memory-library';

/** The demo recordings the media tests play: a protected and a clear Polish audiobook. */
export const recordingOf = (protectedOne: boolean): DemoRecording => {
  const found = DEMO_RECORDINGS.find(
    (r) => r.locale === 'pl' && r.kind === 'audiobook' && r.protected === protectedOne,
  );
  if (!found) throw new Error('no such demo recording');
  return found;
};

/** The media facts of an audiobook as a test sets them. */
export interface StoredMedia {
  readonly mediaId: string | null;
  readonly sampleMediaId?: string | null;
  readonly hasSample?: boolean;
  readonly isDrmProtected?: boolean;
  readonly chapters?: readonly MediaChapter[];
}

/** The catalogue's titles with media columns, in memory, over the library's in-memory titles. */
export class InMemoryMediaTitles implements MediaTitles {
  readonly titles = new InMemoryLibraryTitles();
  readonly #media = new Map<string, Required<StoredMedia>>();

  add(title: StoredTitle, media: StoredMedia): this {
    this.titles.add(title);
    this.#media.set(title.id, {
      sampleMediaId: media.mediaId,
      hasSample: true,
      isDrmProtected: false,
      chapters: [],
      ...media,
    });
    return this;
  }

  async findAudiobook(catalogId: string, audiobookId: string): Promise<AudiobookMedia | undefined> {
    const title = await this.titles.findAudiobook(catalogId, audiobookId);
    const media = this.#media.get(audiobookId);
    return title && media ? { title, ...media } : undefined;
  }

  async mediaIdOf(audiobookId: string): Promise<string | null> {
    return this.#media.get(audiobookId)?.mediaId ?? null;
  }
}

/** Content keys in memory, with the key ids asked for kept for assertions. */
export class FakeContentKeys implements ContentKeys {
  readonly asked: string[] = [];

  constructor(readonly keys: Readonly<Record<string, string>>) {}

  async keyOf(keyId: string): Promise<string | null> {
    this.asked.push(keyId);
    return this.keys[keyId] ?? null;
  }
}

/** The catalogue's podcast episodes in memory, each under its market's catalogue. */
export class InMemoryMediaEpisodes implements MediaEpisodes {
  readonly #episodes: { readonly catalogId: string; readonly episode: EpisodeMedia }[] = [];

  add(catalogId: string, episode: EpisodeMedia): this {
    this.#episodes.push({ catalogId, episode });
    return this;
  }

  async findEpisode(catalogId: string, podcastId: string, episodeId: string): Promise<EpisodeMedia | undefined> {
    return this.#episodes.find(
      (stored) =>
        stored.catalogId === catalogId &&
        stored.episode.podcastId === podcastId &&
        stored.episode.episodeId === episodeId,
    )?.episode;
  }
}
