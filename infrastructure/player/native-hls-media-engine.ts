import type { MediaEngine } from './media-engine';

/**
 * HLS played by the browser itself (Safari, where there is no MSE). A clear stream plays as it is; an encrypted one
 * needs the browser's own key system (FairPlay), which this reference stack does not serve, so it reports a DRM failure.
 */
export const nativeHlsMediaEngine: MediaEngine = {
  packaging: 'hls',
  attach(audio, stream, { startAtS, onError }) {
    if (stream.licenseUrl !== null) {
      onError({ severity: 'fatal', category: 'drm', code: 'native FairPlay unavailable' });
      return { detach: () => undefined };
    }
    const seekOnce = () => {
      if (startAtS > 0) audio.currentTime = startAtS;
    };
    audio.addEventListener('loadedmetadata', seekOnce, { once: true });
    audio.src = stream.url;
    return {
      detach: () => {
        audio.removeEventListener('loadedmetadata', seekOnce);
        audio.removeAttribute('src');
        audio.load();
      },
    };
  },
};
