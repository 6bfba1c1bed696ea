import { type Observable, Subject } from 'rxjs';
import type {
  MediaEngineError,
  MediaEngineEvent,
  MediaPlayerPort,
  MediaSources,
} from '#application/ports/media-player.port';
import type { EngineAttachment, MediaEngine } from './media-engine';
import { type EngineName, enginesFor, type PlaybackCapabilities } from './media-engine-choice';

export interface HtmlAudioMediaPlayerDeps {
  readonly document: Document;
  /** Asked once, at the first load. */
  readonly capabilities: () => Promise<PlaybackCapabilities>;
  /** Fetches an engine's code (a dynamic import: none is in a page's first scripts). */
  readonly loadEngine: (name: EngineName) => Promise<MediaEngine>;
}

interface LoadRequest {
  readonly sources: MediaSources;
  readonly startAtMs: number;
  readonly autoPlay: boolean;
}

const UNSUPPORTED: MediaEngineError = { severity: 'fatal', category: 'unsupported', code: 'stream-media-not-found' };

/**
 * The player's one audio element, outside the page's tree so that it plays on across navigations, with the engine
 * the browser's capabilities choose for each load (the next one when the first finds the browser cannot, once per
 * load). Element events become the port's events; positions in ms.
 */
export class HtmlAudioMediaPlayer implements MediaPlayerPort {
  readonly #deps: HtmlAudioMediaPlayerDeps;
  readonly #events = new Subject<MediaEngineEvent>();
  #audio: HTMLAudioElement | null = null;
  #attachment: EngineAttachment | null = null;
  #capabilities: Promise<PlaybackCapabilities> | null = null;
  /** Raised by every load and unload: an engine that arrives for an older load is not attached. */
  #generation = 0;
  #rate = 1;
  /** Asked for while the element still sought an earlier position: applied once that seek ends, the latest only. */
  #pendingSeekS: number | null = null;

  constructor(deps: HtmlAudioMediaPlayerDeps) {
    this.#deps = deps;
  }

  get events$(): Observable<MediaEngineEvent> {
    return this.#events.asObservable();
  }

  prepare(): void {
    this.#capabilities ??= this.#deps.capabilities();
    this.#capabilities
      .then((capabilities) => {
        // Where an encrypted stream plays at all, its first engine is a clear stream's first (enginesFor).
        const [name] = enginesFor(capabilities, false);
        return name === undefined ? undefined : this.#deps.loadEngine(name);
      })
      .catch(() => undefined);
  }

  load(sources: MediaSources, startAtMs: number, autoPlay: boolean): void {
    this.#detach();
    const generation = ++this.#generation;
    const encrypted = sources.dash.licenseUrl !== null || sources.hls.licenseUrl !== null;
    this.#capabilities ??= this.#deps.capabilities();
    this.#capabilities
      .then((capabilities) => {
        const [first, next] = enginesFor(capabilities, encrypted);
        if (first === undefined) return this.#fail(UNSUPPORTED);
        return this.#attach(generation, { sources, startAtMs, autoPlay }, first, next ?? null);
      })
      .catch(() => {
        if (generation === this.#generation)
          this.#fail({ severity: 'fatal', category: 'network', code: 'engine not loaded' });
      });
  }

  /**
   * Attaches `name`'s engine for this load. Should it find the browser cannot do what it needs (no key system access,
   * no MediaSource), the next engine the capabilities allow takes the load, once, before the failure is told.
   */
  async #attach(generation: number, request: LoadRequest, name: EngineName, fallback: EngineName | null) {
    const engine = await this.#deps.loadEngine(name);
    if (generation !== this.#generation) return;
    const audio = this.#element();
    const { sources, startAtMs, autoPlay } = request;
    // An engine may fail inside attach (dash.js without MediaSource): the attachment is released once it is had.
    let failed = false;
    const attachment = engine.attach(audio, engine.packaging === 'dash' ? sources.dash : sources.hls, {
      startAtS: startAtMs / 1000,
      onError: (error) => {
        if (generation !== this.#generation || failed) return;
        failed = true;
        if (error.category !== 'unsupported' || fallback === null) return this.#fail(error);
        this.#detach();
        this.#attach(generation, request, fallback, null).catch(() => {
          if (generation === this.#generation) this.#fail(error);
        });
      },
      onProgress: () => {
        if (generation === this.#generation) this.#events.next({ type: 'progressed' });
      },
    });
    if (failed) return attachment.detach();
    this.#attachment = attachment;
    audio.playbackRate = this.#rate;
    if (autoPlay) this.play();
  }

  play(): void {
    // Refused without a user gesture (autoplay policy): the element stays paused and says so.
    this.#audio?.play().catch(() => this.#emitPaused());
  }

  pause(): void {
    this.#audio?.pause();
  }

  seek(positionMs: number): void {
    if (!this.#audio) return;
    // One seek at a time: dash.js, still fetching for a seek, moves the element back to it after the next one.
    if (this.#audio.seeking) this.#pendingSeekS = positionMs / 1000;
    else this.#audio.currentTime = positionMs / 1000;
  }

  setRate(rate: number): void {
    this.#rate = rate;
    if (this.#audio) {
      this.#audio.defaultPlaybackRate = rate;
      this.#audio.playbackRate = rate;
    }
  }

  setVolume(volume: number): void {
    this.#element().volume = volume;
  }

  setMuted(muted: boolean): void {
    this.#element().muted = muted;
  }

  unload(): void {
    this.#generation += 1;
    this.#detach();
  }

  #fail(error: MediaEngineError): void {
    this.#detach();
    this.#events.next({ type: 'failed', error });
  }

  #detach(): void {
    this.#pendingSeekS = null;
    this.#audio?.pause();
    this.#attachment?.detach();
    this.#attachment = null;
  }

  #emitPaused(): void {
    this.#events.next({ type: 'paused', positionMs: this.#positionMs() });
  }

  /** Where the listener asked to be, while the element still seeks on the way. */
  #positionMs(): number {
    return (this.#pendingSeekS ?? this.#audio?.currentTime ?? 0) * 1000;
  }

  #element(): HTMLAudioElement {
    if (this.#audio) return this.#audio;
    const audio = this.#deps.document.createElement('audio');
    audio.preload = 'auto';
    const emit = (event: MediaEngineEvent) => this.#events.next(event);
    const loaded = () => {
      if (Number.isFinite(audio.duration) && audio.duration > 0)
        emit({ type: 'loaded', durationMs: audio.duration * 1000 });
    };
    audio.addEventListener('loadedmetadata', loaded);
    audio.addEventListener('durationchange', loaded);
    audio.addEventListener('playing', () => emit({ type: 'played' }));
    audio.addEventListener('pause', () => this.#emitPaused());
    audio.addEventListener('waiting', () => emit({ type: 'waited' }));
    // Media data reached the element (an append, with MSE): progress, whatever the engine says of its requests.
    audio.addEventListener('progress', () => emit({ type: 'progressed' }));
    audio.addEventListener('timeupdate', () => emit({ type: 'timeUpdated', positionMs: this.#positionMs() }));
    audio.addEventListener('seeked', () => {
      const pending = this.#pendingSeekS;
      this.#pendingSeekS = null;
      if (pending !== null) audio.currentTime = pending;
    });
    audio.addEventListener('ended', () => emit({ type: 'ended' }));
    audio.addEventListener('error', () => {
      // An element error while an engine holds it; a wrong key shows up here as MEDIA_ERR_DECODE.
      if (this.#attachment !== null)
        this.#fail({ severity: 'fatal', category: 'media', code: `media ${audio.error?.code ?? 0}` });
    });
    this.#audio = audio;
    return audio;
  }
}
