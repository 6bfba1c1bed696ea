import Hls from 'hls.js';
import { CLEAR_KEY, type MediaEngine } from './media-engine';

/** HLS through hls.js with EME and the ClearKey licence URL, the licence asked with the listener's credentials. */
export const hlsjsMediaEngine: MediaEngine = {
  packaging: 'hls',
  attach(audio, stream, { startAtS, onError }) {
    const encrypted = stream.licenseUrl !== null;
    const hls = new Hls({
      startPosition: startAtS,
      emeEnabled: encrypted,
      ...(encrypted
        ? {
            drmSystems: { [CLEAR_KEY]: { licenseUrl: stream.licenseUrl ?? '' } },
            licenseXhrSetup: (xhr: XMLHttpRequest) => {
              xhr.withCredentials = true;
              xhr.setRequestHeader('Content-Type', 'application/json');
            },
          }
        : {}),
    });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal && data.type !== Hls.ErrorTypes.KEY_SYSTEM_ERROR) return;
      onError({
        severity: 'fatal',
        category:
          data.type === Hls.ErrorTypes.KEY_SYSTEM_ERROR
            ? 'drm'
            : data.type === Hls.ErrorTypes.NETWORK_ERROR
              ? 'network'
              : 'media',
        code: `hls.js ${data.details}`,
      });
    });
    hls.attachMedia(audio);
    hls.loadSource(stream.url);
    return { detach: () => hls.destroy() };
  },
};
