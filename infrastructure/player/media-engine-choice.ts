/** What the browser can do for playback, probed once before the first load. */
export interface PlaybackCapabilities {
  /** Media Source Extensions (or Safari's ManagedMediaSource). */
  readonly mse: boolean;
  /** EME with the W3C ClearKey key system for AAC in MP4. */
  readonly clearKey: boolean;
  /** The element plays HLS by itself (Chromium claims it too, which is why it comes last). */
  readonly nativeHls: boolean;
}

export type EngineName = 'dashjs' | 'hlsjs' | 'native-hls';

/**
 * The engines that can play a stream here, best first: MSE with ClearKey (or a clear stream) takes dash.js, then
 * hls.js; the browser's own HLS only without MSE (Safari's path), never chosen by canPlayType alone. Empty: the
 * browser cannot play it ('stream-media-not-found').
 */
export const enginesFor = (capabilities: PlaybackCapabilities, encrypted: boolean): readonly EngineName[] => {
  const engines: EngineName[] = [];
  if (capabilities.mse && (!encrypted || capabilities.clearKey)) engines.push('dashjs', 'hlsjs');
  if (!capabilities.mse && capabilities.nativeHls) engines.push('native-hls');
  return engines;
};
