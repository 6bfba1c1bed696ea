import { describe, expect, it } from 'vitest';
import { CachedCoverRasteriser } from '#server/catalogue/cached-cover-rasteriser';
import type { CoverWidth } from '#server/catalogue/cover-art';
import type { CoverRasteriser } from '#server/catalogue/cover-rasteriser.port';

/** Answers `size` bytes naming the SVG and width, and counts the drawings; `failing` SVGs reject once each. */
const countingRasteriser = (size = 100, failing = new Set<string>()) => {
  const drawn: string[] = [];
  const rasteriser: CoverRasteriser = {
    rasterise: async (svg: string, width: CoverWidth) => {
      drawn.push(`${svg}@${width}`);
      await Promise.resolve();
      if (failing.delete(svg)) throw new Error(`cannot draw ${svg}`);
      return new Uint8Array(size).fill(width % 256);
    },
  };
  return { rasteriser, drawn };
};

describe('CachedCoverRasteriser', () => {
  it('draws a cover once, however often and however concurrently it is asked for', async () => {
    const inner = countingRasteriser();
    const cache = new CachedCoverRasteriser({ rasteriser: inner.rasteriser });
    const [a, b] = await Promise.all([cache.rasterise('<svg/>', 64), cache.rasterise('<svg/>', 64)]);
    const c = await cache.rasterise('<svg/>', 64);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(inner.drawn).toEqual(['<svg/>@64']);
  });

  it('keeps each width apart', async () => {
    const inner = countingRasteriser();
    const cache = new CachedCoverRasteriser({ rasteriser: inner.rasteriser });
    const [small, large] = await Promise.all([cache.rasterise('<svg/>', 64), cache.rasterise('<svg/>', 128)]);
    expect(small[0]).toBe(64);
    expect(large[0]).toBe(128);
    expect(inner.drawn).toEqual(['<svg/>@64', '<svg/>@128']);
  });

  it('lets the least recently used covers go beyond its byte bound', async () => {
    const inner = countingRasteriser(100);
    const cache = new CachedCoverRasteriser({ rasteriser: inner.rasteriser, maxBytes: 250 });
    await cache.rasterise('a', 32);
    await cache.rasterise('b', 32);
    await cache.rasterise('a', 32); // a is now the most recent
    await cache.rasterise('c', 32); // b goes
    expect(cache.heldBytes).toBe(200);
    await cache.rasterise('a', 32);
    await cache.rasterise('c', 32);
    expect(inner.drawn).toEqual(['a@32', 'b@32', 'c@32']);
    await cache.rasterise('b', 32);
    expect(inner.drawn).toEqual(['a@32', 'b@32', 'c@32', 'b@32']);
    expect(cache.heldBytes).toBeLessThanOrEqual(250);
  });

  it('does not keep a cover larger than its whole bound', async () => {
    const inner = countingRasteriser(300);
    const cache = new CachedCoverRasteriser({ rasteriser: inner.rasteriser, maxBytes: 250 });
    await cache.rasterise('a', 32);
    expect(cache.heldBytes).toBe(0);
  });

  it('draws again after a failure instead of keeping it', async () => {
    const inner = countingRasteriser(100, new Set(['broken']));
    const cache = new CachedCoverRasteriser({ rasteriser: inner.rasteriser });
    await expect(cache.rasterise('broken', 32)).rejects.toThrow('cannot draw broken');
    expect((await cache.rasterise('broken', 32)).byteLength).toBe(100);
    expect(inner.drawn).toEqual(['broken@32', 'broken@32']);
  });
});

describe('CachedCoverRasteriser under many different covers at once', () => {
  it('draws at most maxConcurrent at a time, and every cover in the end', async () => {
    let running = 0;
    let most = 0;
    const rasteriser: CoverRasteriser = {
      rasterise: async (_svg, width) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((wait) => setTimeout(wait, 1));
        running -= 1;
        return new Uint8Array(10).fill(width % 256);
      },
    };
    const cache = new CachedCoverRasteriser({ rasteriser, maxConcurrent: 2 });
    const covers = await Promise.all(Array.from({ length: 9 }, (_, i) => cache.rasterise(`cover ${i}`, 64)));
    expect(covers).toHaveLength(9);
    expect(most).toBe(2);
    expect(running).toBe(0);
  });

  it('gives the next cover its turn when a drawing fails', async () => {
    const inner = countingRasteriser(10, new Set(['a', 'b']));
    const cache = new CachedCoverRasteriser({ rasteriser: inner.rasteriser, maxConcurrent: 1 });
    const results = await Promise.allSettled(['a', 'b', 'c'].map((svg) => cache.rasterise(svg, 32)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });
});
