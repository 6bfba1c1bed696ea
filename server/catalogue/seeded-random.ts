/** FNV-1a, 32 bits: a fast, well-spread hash so the same text always gives the same colours, prices or dates. */
export const stringHash = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** A source of numbers in [0, 1). */
export type RandomSource = () => number;

/**
 * Numbers in [0, 1) that replay identically for the same seed (mulberry32): the seed data, cover art and the
 * benchmarks' catalogues all draw from it. A number seeds the state as it is, a text through its hash.
 */
export const seededRandom = (seed: string | number): RandomSource => {
  let state = typeof seed === 'number' ? seed >>> 0 : stringHash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** An integer in [min, max], both included. */
export const randomInt = (random: RandomSource, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/** One element of a non-empty list. */
export const pick = <T>(random: RandomSource, items: readonly T[]): T => {
  if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
  return items[Math.floor(random() * items.length)] as T;
};
