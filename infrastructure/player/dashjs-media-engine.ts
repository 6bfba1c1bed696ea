import { MediaPlayer } from 'dashjs';
import { dashjsErrorOf } from './dashjs-errors';
import { ENGINE_RETRIES } from './engine-retries';
import { CLEAR_KEY, type MediaEngine } from './media-engine';

const { attempts, intervalMs, licenceAttempts } = ENGINE_RETRIES;

/**
 * DASH through dash.js 5 with ClearKey: the licence is asked at the stream's licence URL with the listener's
 * credentials, and no clock is fetched from a time server (on-demand media need none, and it would be a third party).
 * Requests are retried briefly (ENGINE_RETRIES) instead of dash.js's 3 times 1 s, so a failure is told fast. Only
 * small gaps are jumped, so a seek into a stretch not buffered plays from there.
 */
export const dashjsMediaEngine: MediaEngine = {
  packaging: 'dash',
  attach(audio, stream, { startAtS, onError, onProgress }) {
    const player = MediaPlayer().create();
    player.updateSettings({
      debug: { logLevel: 0 },
      streaming: {
        utcSynchronization: { enabled: false },
        // A recording packaged whole has no large gaps: one is a stretch not buffered yet, never audio to skip.
        gaps: { jumpLargeGaps: false },
        retryAttempts: {
          MPD: attempts,
          InitializationSegment: attempts,
          MediaSegment: attempts,
          IndexSegment: attempts,
          other: attempts,
          license: licenceAttempts,
        },
        retryIntervals: {
          MPD: intervalMs,
          InitializationSegment: intervalMs,
          MediaSegment: intervalMs,
          IndexSegment: intervalMs,
          other: intervalMs,
          license: intervalMs,
        },
      },
    });
    if (stream.licenseUrl !== null)
      player.setProtectionData({
        [CLEAR_KEY]: {
          serverURL: stream.licenseUrl,
          withCredentials: true,
          httpRequestHeaders: { 'Content-Type': 'application/json' },
        },
      });
    player.on(MediaPlayer.events.ERROR, (event) => {
      onError(dashjsErrorOf((event as { error?: { code?: number } }).error?.code ?? 0));
    });
    player.on(MediaPlayer.events.FRAGMENT_LOADING_PROGRESS, onProgress);
    player.initialize(audio, stream.url, false, startAtS);
    return { detach: () => player.destroy() };
  },
};
