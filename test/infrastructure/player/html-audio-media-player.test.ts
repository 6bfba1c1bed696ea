import { describe, expect, it } from 'vitest';
import type { MediaEngineError, MediaEngineEvent, MediaSources } from '#application/ports/media-player.port';
import { HtmlAudioMediaPlayer } from '#infrastructure/player/html-audio-media-player';
import type { EngineAttachment, MediaEngine, Packaging } from '#infrastructure/player/media-engine';
import type { EngineName, PlaybackCapabilities } from '#infrastructure/player/media-engine-choice';

/** The element as far as the player touches it: events, play and pause, and the properties it sets. */
class FakeAudio extends EventTarget {
  preload = '';
  playbackRate = 1;
  defaultPlaybackRate = 1;
  currentTime = 0;
  seeking = false;
  duration = Number.NaN;
  volume = 1;
  muted = false;
  error: { code: number } | null = null;
  plays = 0;

  play(): Promise<void> {
    this.plays += 1;
    return Promise.resolve();
  }

  pause(): void {
    this.dispatchEvent(new Event('pause'));
  }
}

/** An engine that records what it was given and fails when, and as, it is told to. */
class FakeEngine implements MediaEngine {
  readonly attached: { readonly url: string; readonly startAtS: number }[] = [];
  detached = 0;
  #onError: ((error: MediaEngineError) => void) | null = null;
  #onProgress: (() => void) | null = null;

  constructor(
    readonly packaging: Packaging,
    readonly failOnAttach: MediaEngineError | null = null,
  ) {}

  attach(
    _audio: HTMLAudioElement,
    stream: { readonly url: string },
    options: {
      readonly startAtS: number;
      readonly onError: (e: MediaEngineError) => void;
      readonly onProgress: () => void;
    },
  ): EngineAttachment {
    this.attached.push({ url: stream.url, startAtS: options.startAtS });
    this.#onError = options.onError;
    this.#onProgress = options.onProgress;
    if (this.failOnAttach) options.onError(this.failOnAttach);
    return { detach: () => (this.detached += 1) };
  }

  fail(error: MediaEngineError): void {
    this.#onError?.(error);
  }

  progress(): void {
    this.#onProgress?.();
  }
}

const MSE_WITH_CLEAR_KEY: PlaybackCapabilities = { mse: true, clearKey: true, nativeHls: true };
const SOURCES: MediaSources = {
  dash: { url: '/media/v/book/manifest.mpd', licenseUrl: '/licence' },
  hls: { url: '/media/v/book/master.m3u8', licenseUrl: '/licence' },
};
const NO_KEY_SYSTEM: MediaEngineError = { severity: 'fatal', category: 'unsupported', code: 'dash.js 112' };
const NO_MSE: MediaEngineError = { severity: 'fatal', category: 'unsupported', code: 'dash.js 23' };
const MISSING_SEGMENT: MediaEngineError = { severity: 'fatal', category: 'network', code: 'dash.js 27' };

const settle = () => new Promise((resolve) => setImmediate(resolve));

const playerOver = (engines: Partial<Record<EngineName, FakeEngine>>) => {
  const audio = new FakeAudio();
  const loaded: EngineName[] = [];
  const player = new HtmlAudioMediaPlayer({
    document: { createElement: () => audio } as unknown as Document,
    capabilities: () => Promise.resolve(MSE_WITH_CLEAR_KEY),
    loadEngine: (name) => {
      loaded.push(name);
      const engine = engines[name];
      return engine ? Promise.resolve(engine) : Promise.reject(new Error(`no ${name}`));
    },
  });
  const events: MediaEngineEvent[] = [];
  player.events$.subscribe((event) => events.push(event));
  const failures = () => events.filter((event) => event.type === 'failed');
  return { player, audio, loaded, events, failures };
};

describe('HtmlAudioMediaPlayer', () => {
  it('hands a load dash.js cannot do in this browser to hls.js, at the same position, and plays it', async () => {
    const dashjs = new FakeEngine('dash');
    const hlsjs = new FakeEngine('hls');
    const { player, audio, loaded, failures } = playerOver({ dashjs, hlsjs });
    player.load(SOURCES, 42_000, true);
    await settle();
    dashjs.fail(NO_KEY_SYSTEM);
    await settle();
    expect(loaded).toEqual(['dashjs', 'hlsjs']);
    expect(dashjs.detached).toBe(1);
    expect(hlsjs.attached).toEqual([{ url: SOURCES.hls.url, startAtS: 42 }]);
    expect(failures()).toEqual([]);
    expect(audio.plays).toBe(2);
  });

  it('falls back from a failure inside attach too, releasing the first engine once', async () => {
    const dashjs = new FakeEngine('dash', NO_MSE);
    const hlsjs = new FakeEngine('hls');
    const { player, failures } = playerOver({ dashjs, hlsjs });
    player.load(SOURCES, 0, false);
    await settle();
    expect(dashjs.detached).toBe(1);
    expect(hlsjs.attached).toHaveLength(1);
    expect(failures()).toEqual([]);
  });

  it('falls back once per load: hls.js failing the same way is the failure told', async () => {
    const dashjs = new FakeEngine('dash', NO_KEY_SYSTEM);
    const hlsjs = new FakeEngine('hls', { ...NO_KEY_SYSTEM, code: 'hls.js keySystemNoAccess' });
    const { player, failures } = playerOver({ dashjs, hlsjs });
    player.load(SOURCES, 0, true);
    await settle();
    expect(failures()).toEqual([
      { type: 'failed', error: { severity: 'fatal', category: 'unsupported', code: 'hls.js keySystemNoAccess' } },
    ]);
    // The next load starts from dash.js again, with its own fallback.
    player.load(SOURCES, 0, true);
    await settle();
    expect(dashjs.attached).toHaveLength(2);
    expect(hlsjs.attached).toHaveLength(2);
  });

  it('tells any other failure at once, without trying another engine', async () => {
    const dashjs = new FakeEngine('dash');
    const hlsjs = new FakeEngine('hls');
    const { player, loaded, failures } = playerOver({ dashjs, hlsjs });
    player.load(SOURCES, 0, true);
    await settle();
    dashjs.fail(MISSING_SEGMENT);
    dashjs.fail({ ...MISSING_SEGMENT, code: 'dash.js 28' });
    await settle();
    expect(loaded).toEqual(['dashjs']);
    expect(failures()).toEqual([{ type: 'failed', error: MISSING_SEGMENT }]);
    expect(dashjs.detached).toBe(1);
  });

  it('tells the unsupported failure when the fallback engine cannot even be fetched', async () => {
    const dashjs = new FakeEngine('dash');
    const { player, failures } = playerOver({ dashjs });
    player.load(SOURCES, 0, true);
    await settle();
    dashjs.fail(NO_KEY_SYSTEM);
    await settle();
    expect(failures()).toEqual([{ type: 'failed', error: NO_KEY_SYSTEM }]);
  });

  it('ignores an engine of an older load, and passes bytes arriving on as progress', async () => {
    const dashjs = new FakeEngine('dash');
    const { player, audio, events, failures } = playerOver({ dashjs });
    player.load(SOURCES, 0, true);
    await settle();
    dashjs.progress();
    audio.dispatchEvent(new Event('progress'));
    expect(events.filter((event) => event.type === 'progressed')).toHaveLength(2);
    player.unload();
    dashjs.fail(MISSING_SEGMENT);
    dashjs.progress();
    expect(failures()).toEqual([]);
    expect(events.filter((event) => event.type === 'progressed')).toHaveLength(2);
  });

  it('seeks once at a time: what is asked while the element seeks applies when it has, the latest only', async () => {
    const dashjs = new FakeEngine('dash');
    const { player, audio, events } = playerOver({ dashjs });
    player.load(SOURCES, 0, false);
    await settle();
    player.seek(94_000);
    expect(audio.currentTime).toBe(94);
    audio.seeking = true;
    player.seek(30_000);
    player.seek(64_000);
    // The engine still seeks to 94 s; the listener is told the position asked for, not the one on the way.
    expect(audio.currentTime).toBe(94);
    audio.dispatchEvent(new Event('timeupdate'));
    audio.pause();
    expect(events.filter((event) => event.type === 'timeUpdated' || event.type === 'paused')).toEqual([
      { type: 'timeUpdated', positionMs: 64_000 },
      { type: 'paused', positionMs: 64_000 },
    ]);
    audio.seeking = false;
    audio.dispatchEvent(new Event('seeked'));
    expect(audio.currentTime).toBe(64);
    // That seek's own end asks for nothing more.
    audio.currentTime = 65;
    audio.dispatchEvent(new Event('seeked'));
    expect(audio.currentTime).toBe(65);
  });

  it('drops a seek still waiting when another load takes the element', async () => {
    const dashjs = new FakeEngine('dash');
    const { player, audio } = playerOver({ dashjs });
    player.load(SOURCES, 0, false);
    await settle();
    audio.seeking = true;
    player.seek(64_000);
    player.load(SOURCES, 10_000, false);
    await settle();
    audio.currentTime = 10;
    audio.seeking = false;
    audio.dispatchEvent(new Event('seeked'));
    expect(audio.currentTime).toBe(10);
  });
});
