import { MediaPlayer } from 'dashjs';
import { CLEAR_KEY, type MediaEngine } from './media-engine';

// dash.js codes of failures a listener can do nothing about without a new load (its errors catalogue).
const DRM_CODES = new Set([36, 110, 111, 112, 113, 114]);

/**
 * DASH through dash.js 5 with ClearKey: the licence is asked at the stream's licence URL with the listener's
 * credentials, and no clock is fetched from a time server (on-demand media need none, and it would be a third party).
 */
export const dashjsMediaEngine: MediaEngine = {
  packaging: 'dash',
  attach(audio, stream, { startAtS, onError }) {
    const player = MediaPlayer().create();
    player.updateSettings({
      debug: { logLevel: 0 },
      streaming: { utcSynchronization: { enabled: false } },
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
      const error = (event as { error?: { code?: number } }).error;
      const code = error?.code ?? 0;
      onError({
        severity: 'fatal',
        category: DRM_CODES.has(code) ? 'drm' : code >= 10 && code < 30 ? 'network' : 'media',
        code: `dash.js ${code}`,
      });
    });
    player.initialize(audio, stream.url, false, startAtS);
    return { detach: () => player.destroy() };
  },
};
