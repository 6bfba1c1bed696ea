// A page that plays one title with dash.js or hls.js the way the player will, and measures what a listener hears:
// the time from the first player call to `playing`, a seek, the playback rate, and the signal an AnalyserNode sees.
// The players come as the pages' classic scripts (index.html), as globals.
const { MediaPlayer } = window.dashjs;
const { Hls } = window;

const KEY_SYSTEM = 'org.w3.clearkey';

/** Resolves with the first of the element's events named, or rejects on a player or element error. */
const waitFor = (audio, event, fail, timeoutMs = 15_000) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const done = () => {
      clearTimeout(timer);
      audio.removeEventListener(event, done);
      resolve();
    };
    audio.addEventListener(event, done);
    fail.then((error) => {
      clearTimeout(timer);
      reject(error);
    });
  });

/** The loudness of what the element plays right now (root mean square of a short window). */
const signalOf = (analyser) => {
  const samples = new Float32Array(analyser.fftSize);
  analyser.getFloatTimeDomainData(samples);
  return Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);
};

const loudestOver = async (analyser, ms) => {
  let loudest = 0;
  const until = performance.now() + ms;
  while (performance.now() < until) {
    loudest = Math.max(loudest, signalOf(analyser));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return loudest;
};

/** Licence requests are JSON, as the API takes commands; headers go through the players' own hooks. */
const attach = (engine, audio, { url, licenseUrl }, failed) => {
  if (engine === 'dash') {
    const player = MediaPlayer().create();
    // On-demand media needs no clock from a time server (which would be a third-party host).
    player.updateSettings({ streaming: { utcSynchronization: { enabled: false } } });
    if (licenseUrl)
      player.setProtectionData({
        [KEY_SYSTEM]: { serverURL: licenseUrl, httpRequestHeaders: { 'Content-Type': 'application/json' } },
      });
    player.on('error', (event) =>
      failed(new Error(`dash.js error ${event.error?.code ?? ''} ${event.error?.message ?? ''}`)),
    );
    player.initialize(audio, url, true);
    return () => player.destroy();
  }
  const hls = new Hls({
    emeEnabled: Boolean(licenseUrl),
    ...(licenseUrl
      ? {
          drmSystems: { [KEY_SYSTEM]: { licenseUrl } },
          licenseXhrSetup: (xhr) => xhr.setRequestHeader('Content-Type', 'application/json'),
        }
      : {}),
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal || data.type === Hls.ErrorTypes.KEY_SYSTEM_ERROR) failed(new Error(`hls.js error ${data.details}`));
  });
  hls.attachMedia(audio);
  hls.loadSource(url);
  void audio.play().catch(() => undefined);
  return () => hls.destroy();
};

/**
 * Plays `stream` ({ url, licenseUrl }) with the engine, optionally seeks and changes the rate, and answers the timings,
 * the loudest signal heard, and the error the player or the element reported, if any.
 */
window.playWith = async ({ engine, stream, seekToS, rate, listenMs = 1_200 }) => {
  const audio = document.createElement('audio');
  document.body.append(audio);
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  context.createMediaElementSource(audio).connect(analyser);
  analyser.connect(context.destination);
  let fail;
  const failure = new Promise((resolve) => (fail = resolve));
  audio.addEventListener('error', () => fail(new Error(`media element error ${audio.error?.code ?? ''}`)));
  const result = { firstPlayingMs: null, seekMs: null, rms: 0, position: 0, rate: 1, error: null };
  let destroy = () => undefined;
  try {
    const started = performance.now();
    destroy = attach(engine, audio, stream, fail);
    await waitFor(audio, 'playing', failure);
    result.firstPlayingMs = performance.now() - started;
    if (rate) audio.playbackRate = rate;
    result.rms = await loudestOver(analyser, listenMs);
    if (seekToS !== undefined) {
      const seekStarted = performance.now();
      audio.currentTime = seekToS;
      await waitFor(audio, 'seeked', failure);
      result.seekMs = performance.now() - seekStarted;
      result.rms = Math.min(result.rms, await loudestOver(analyser, listenMs));
    }
    result.position = audio.currentTime;
    result.rate = audio.playbackRate;
  } catch (error) {
    result.error = String(error?.message ?? error);
  } finally {
    destroy();
    await context.close();
    audio.remove();
  }
  return result;
};
