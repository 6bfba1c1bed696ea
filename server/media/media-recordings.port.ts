import type { DemoRecording } from './demo-recording';

/** A packaged recording: its streams (paths in the static media tree), sample, key id and download. */
export type MediaRecording = DemoRecording;

/** The packaged recordings the catalogue's `media_id` and `sample_media_id` name. */
export interface MediaRecordings {
  /** The recording with this id, or undefined. */
  find(mediaId: string): MediaRecording | undefined;
}
