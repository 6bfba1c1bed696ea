import { type Observable, Subject } from 'rxjs';
import type {
  MediaEngineError,
  MediaEngineEvent,
  MediaPlayerPort,
  MediaSources,
} from '#application/ports/media-player.port';

/** One call the application made to the engine, in order. */
export type EngineCall =
  | { readonly type: 'load'; readonly sources: MediaSources; readonly startAtMs: number; readonly autoPlay: boolean }
  | { readonly type: 'prepare' | 'play' | 'pause' | 'unload' }
  | { readonly type: 'seek'; readonly positionMs: number }
  | { readonly type: 'setRate' | 'setVolume'; readonly value: number }
  | { readonly type: 'setMuted'; readonly value: boolean };

/**
 * A media engine in memory that behaves like the element: a load reports `loaded` with the duration it was given
 * (synchronously, or when told to), play and pause report `played` and `paused` at the position it holds, seeks move
 * it, and `advance` plays time on. It records every call, and can fail on demand.
 */
export class FakeMediaPlayer implements MediaPlayerPort {
  readonly #events = new Subject<MediaEngineEvent>();
  readonly calls: EngineCall[] = [];
  #durationMs: number;
  #positionMs = 0;
  #playing = false;
  #loaded = false;
  #holdLoads = false;
  #refusePlay = false;

  constructor(options: { readonly durationMs?: number } = {}) {
    this.#durationMs = options.durationMs ?? 3_600_000;
  }

  get events$(): Observable<MediaEngineEvent> {
    return this.#events.asObservable();
  }

  get positionMs(): number {
    return this.#positionMs;
  }

  get isPlaying(): boolean {
    return this.#playing;
  }

  /** Loads wait for `finishLoading()` instead of reporting at once. */
  holdingLoads(): this {
    this.#holdLoads = true;
    return this;
  }

  /** `play()` is refused, as a browser's autoplay policy refuses it without a gesture. */
  refusingPlay(): this {
    this.#refusePlay = true;
    return this;
  }

  withDuration(durationMs: number): this {
    this.#durationMs = durationMs;
    return this;
  }

  prepare(): void {
    this.calls.push({ type: 'prepare' });
  }

  load(sources: MediaSources, startAtMs: number, autoPlay: boolean): void {
    this.calls.push({ type: 'load', sources, startAtMs, autoPlay });
    this.#playing = false;
    this.#loaded = false;
    this.#positionMs = startAtMs;
    if (!this.#holdLoads) this.finishLoading(autoPlay);
  }

  finishLoading(autoPlay = false): void {
    this.#loaded = true;
    this.#events.next({ type: 'loaded', durationMs: this.#durationMs });
    if (autoPlay) this.play();
  }

  play(): void {
    this.calls.push({ type: 'play' });
    if (!this.#loaded || this.#playing) return;
    if (this.#refusePlay) {
      this.#events.next({ type: 'paused', positionMs: this.#positionMs });
      return;
    }
    this.#playing = true;
    this.#events.next({ type: 'played' });
  }

  pause(): void {
    this.calls.push({ type: 'pause' });
    if (!this.#playing) return;
    this.#playing = false;
    this.#events.next({ type: 'paused', positionMs: this.#positionMs });
  }

  seek(positionMs: number): void {
    this.calls.push({ type: 'seek', positionMs });
    this.#positionMs = positionMs;
    this.#events.next({ type: 'timeUpdated', positionMs });
  }

  setRate(value: number): void {
    this.calls.push({ type: 'setRate', value });
  }

  setVolume(value: number): void {
    this.calls.push({ type: 'setVolume', value });
  }

  setMuted(value: boolean): void {
    this.calls.push({ type: 'setMuted', value });
  }

  unload(): void {
    this.calls.push({ type: 'unload' });
    this.#playing = false;
    this.#loaded = false;
  }

  /** Plays `ms` of media on, reporting a time update every 250 ms as the element does, and the end. */
  advance(ms: number): void {
    if (!this.#playing) return;
    const until = Math.min(this.#positionMs + ms, this.#durationMs);
    while (this.#positionMs < until) {
      this.#positionMs = Math.min(this.#positionMs + 250, until);
      this.#events.next({ type: 'timeUpdated', positionMs: this.#positionMs });
    }
    if (this.#positionMs >= this.#durationMs) {
      this.#playing = false;
      this.#events.next({ type: 'paused', positionMs: this.#positionMs });
      this.#events.next({ type: 'ended' });
    }
  }

  /** The element ran out of media and waits for more, as it does while a segment is late. */
  waitForMedia(): void {
    this.#events.next({ type: 'waited' });
  }

  /** Media bytes arrived while waiting. */
  deliverBytes(): void {
    this.#events.next({ type: 'progressed' });
  }

  fail(error: MediaEngineError): void {
    this.#playing = false;
    this.#events.next({ type: 'failed', error });
  }
}
