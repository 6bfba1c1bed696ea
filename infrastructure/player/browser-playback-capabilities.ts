import { CLEAR_KEY } from './media-engine';
import type { PlaybackCapabilities } from './media-engine-choice';

const AAC_IN_MP4 = 'audio/mp4; codecs="mp4a.40.2"';

/** Probes this browser once: MSE, ClearKey for AAC in MP4 (cenc and cbcs) and the element's own HLS. */
export const browserPlaybackCapabilities = async (window: Window): Promise<PlaybackCapabilities> => {
  const mse = 'MediaSource' in window || 'ManagedMediaSource' in window;
  const nativeHls = window.document.createElement('audio').canPlayType('application/vnd.apple.mpegurl') !== '';
  let clearKey = false;
  try {
    await window.navigator.requestMediaKeySystemAccess(CLEAR_KEY, [
      { initDataTypes: ['cenc', 'keyids'], audioCapabilities: [{ contentType: AAC_IN_MP4 }] },
    ]);
    clearKey = true;
  } catch {
    // No EME, or no ClearKey: encrypted streams then need another path.
  }
  return { mse, clearKey, nativeHls };
};
