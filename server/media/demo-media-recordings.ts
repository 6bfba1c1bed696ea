import type { DemoRecording } from './demo-recording';
import { DEMO_RECORDINGS } from './demo-recordings';
import type { MediaRecordings } from './media-recordings.port';

/** The generated demo recordings (`demo-recordings.ts`), behind the `MediaRecordings` port. */
export const demoMediaRecordings = (recordings: readonly DemoRecording[] = DEMO_RECORDINGS): MediaRecordings => {
  const byId = new Map(recordings.map((recording) => [recording.id, recording]));
  return { find: (mediaId) => byId.get(mediaId) };
};
