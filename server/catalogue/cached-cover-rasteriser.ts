import type { CoverWidth } from './cover-art';
import type { CoverRasteriser } from './cover-rasteriser.port';

/** About 8,000 covers at the card's 2x width; the bound keeps a worker's memory flat whatever is asked for. */
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;

/**
 * Two drawings at a time leave libuv's other two threads to password hashing and files, however many covers are
 * asked for at once.
 */
const DEFAULT_MAX_CONCURRENT = 2;

/**
 * Keeps drawn covers in memory, least recently used first out once they pass `maxBytes`, and draws a cover asked
 * for again while it is being drawn only once. At most `maxConcurrent` covers are drawn at once; the rest wait their
 * turn. A failed drawing is not kept.
 */
export class CachedCoverRasteriser implements CoverRasteriser {
  readonly #inner: CoverRasteriser;
  readonly #maxBytes: number;
  readonly #done = new Map<string, Uint8Array<ArrayBuffer>>();
  readonly #drawing = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  readonly #maxConcurrent: number;
  readonly #waiting: (() => void)[] = [];
  #running = 0;
  #bytes = 0;

  constructor(deps: {
    readonly rasteriser: CoverRasteriser;
    readonly maxBytes?: number;
    readonly maxConcurrent?: number;
  }) {
    this.#inner = deps.rasteriser;
    this.#maxBytes = deps.maxBytes ?? DEFAULT_MAX_BYTES;
    this.#maxConcurrent = deps.maxConcurrent ?? DEFAULT_MAX_CONCURRENT;
  }

  /** The bytes held now, for tests and diagnostics. */
  get heldBytes(): number {
    return this.#bytes;
  }

  rasterise(svg: string, width: CoverWidth): Promise<Uint8Array<ArrayBuffer>> {
    const key = `${width}\u0000${svg}`;
    const done = this.#done.get(key);
    if (done) {
      // Re-inserted, so the map's order stays least recently used first.
      this.#done.delete(key);
      this.#done.set(key, done);
      return Promise.resolve(done);
    }
    const drawing = this.#drawing.get(key);
    if (drawing) return drawing;
    const started = this.#draw(svg, width).then(
      (image) => {
        this.#drawing.delete(key);
        this.#keep(key, image);
        return image;
      },
      (error: unknown) => {
        this.#drawing.delete(key);
        throw error;
      },
    );
    this.#drawing.set(key, started);
    return started;
  }

  async #draw(svg: string, width: CoverWidth): Promise<Uint8Array<ArrayBuffer>> {
    if (this.#running >= this.#maxConcurrent) await new Promise<void>((turn) => this.#waiting.push(turn));
    this.#running += 1;
    try {
      return await this.#inner.rasterise(svg, width);
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }

  #keep(key: string, image: Uint8Array<ArrayBuffer>): void {
    if (image.byteLength > this.#maxBytes) return;
    this.#done.set(key, image);
    this.#bytes += image.byteLength;
    for (const [oldest, held] of this.#done) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#done.delete(oldest);
      this.#bytes -= held.byteLength;
    }
  }
}
