import { join } from 'node:path';
import type { AudiobookDownload, AudiobookDownloads } from '../library/audiobook-downloads.port';
import type { MediaRecordings } from './media-recordings.port';
import type { MediaTitles } from './media-titles.port';

/**
 * The demo media's DRM-free downloads (`.m4a` with chapter marks), sent by this server itself from the downloads
 * folder, which is never part of the public media tree: an audiobook's file is the one of the recording it plays.
 */
export const demoAudiobookDownloads = (deps: {
  readonly mediaTitles: Pick<MediaTitles, 'mediaIdOf'>;
  readonly recordings: MediaRecordings;
  /** The downloads folder, absolute. */
  readonly downloadsDir: string;
}): AudiobookDownloads => ({
  locate: async (audiobookId): Promise<AudiobookDownload | null> => {
    const mediaId = await deps.mediaTitles.mediaIdOf(audiobookId);
    const file = mediaId === null ? null : (deps.recordings.find(mediaId)?.download ?? null);
    if (file === null) return null;
    return { kind: 'file', path: join(deps.downloadsDir, file), fileName: file, contentType: 'audio/mp4' };
  },
});
