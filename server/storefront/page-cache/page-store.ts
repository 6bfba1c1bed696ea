/** What the store needs of an entry: its size, the catalogue revision it was rendered at, and when. */
export interface StoredPage {
  readonly bytes: number;
  readonly revision: number;
  readonly storedAtMs: number;
}

export interface PageStoreLimits {
  /** The most bytes kept; the least recently used pages go first. */
  readonly maxBytes: number;
  /** A page is rendered again after this long even if the catalogue is unchanged (the year in the footer, promotions). */
  readonly maxAgeMs: number;
}

/**
 * Rendered pages by key, least recently used first out, each valid only for the catalogue revision it was rendered
 * at and for `maxAgeMs`. A Map keeps insertion order, so re-inserting on use is the whole LRU.
 */
export class PageStore<Page extends StoredPage> {
  readonly #pages = new Map<string, Page>();
  readonly #limits: PageStoreLimits;
  #bytes = 0;

  constructor(limits: PageStoreLimits) {
    this.#limits = limits;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  /** The page under `key` if it was rendered at `revision` and is young enough; a stale one is dropped. */
  get(key: string, revision: number, nowMs: number): Page | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#delete(key, page);
    if (page.revision !== revision || nowMs - page.storedAtMs >= this.#limits.maxAgeMs) return undefined;
    this.#pages.set(key, page);
    this.#bytes += page.bytes;
    return page;
  }

  /** Keeps a page, dropping the least recently used ones to make room; a page larger than the whole store is not kept. */
  set(key: string, page: Page): void {
    const old = this.#pages.get(key);
    if (old) this.#delete(key, old);
    if (page.bytes > this.#limits.maxBytes) return;
    for (const [oldestKey, oldest] of this.#pages) {
      if (this.#bytes + page.bytes <= this.#limits.maxBytes) break;
      this.#delete(oldestKey, oldest);
    }
    this.#pages.set(key, page);
    this.#bytes += page.bytes;
  }

  #delete(key: string, page: Page) {
    this.#pages.delete(key);
    this.#bytes -= page.bytes;
  }
}
