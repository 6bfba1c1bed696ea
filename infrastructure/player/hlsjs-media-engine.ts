import Hls, { type LoadPolicy } from 'hls.js';
import { ENGINE_RETRIES } from './engine-retries';
import { hlsjsErrorOf } from './hlsjs-errors';
import { CLEAR_KEY, type MediaEngine } from './media-engine';

const { attempts, intervalMs, licenceAttempts } = ENGINE_RETRIES;

// A slow answer is waited for as hls.js does by default; an error answer is asked again briefly.
const policy = (maxNumRetry: number, maxLoadTimeMs: number): LoadPolicy => ({
  default: {
    maxTimeToFirstByteMs: 10_000,
    maxLoadTimeMs,
    timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 },
    errorRetry: { maxNumRetry, retryDelayMs: intervalMs, maxRetryDelayMs: intervalMs, backoff: 'linear' },
  },
});

/**
 * HLS through hls.js with EME and the ClearKey licence URL, the licence asked with the listener's credentials.
 * Requests are retried briefly (ENGINE_RETRIES) instead of hls.js's up to 6 times with backoff, so a failure is told
 * fast; every chunk of bytes a request receives counts as progress.
 */
export const hlsjsMediaEngine: MediaEngine = {
  packaging: 'hls',
  attach(audio, stream, { startAtS, onError, onProgress }) {
    const encrypted = stream.licenseUrl !== null;
    const hls = new Hls({
      startPosition: startAtS,
      manifestLoadPolicy: policy(attempts, 20_000),
      playlistLoadPolicy: policy(attempts, 20_000),
      fragLoadPolicy: policy(attempts, 120_000),
      keyLoadPolicy: policy(licenceAttempts, 20_000),
      xhrSetup: (xhr: XMLHttpRequest) => xhr.addEventListener('progress', onProgress),
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
      const error = hlsjsErrorOf(data);
      if (error !== null) onError(error);
    });
    hls.attachMedia(audio);
    hls.loadSource(stream.url);
    return { detach: () => hls.destroy() };
  },
};
