/** A growable set of small non-negative integers (document slots), 32 per word, for fast AND/OR and counting. */
export class Bitset {
  words: Uint32Array;

  constructor(capacityBits = 0) {
    this.words = new Uint32Array(Math.max(1, Math.ceil(capacityBits / 32)));
  }

  static copyOf(other: Bitset): Bitset {
    const copy = new Bitset(0);
    copy.words = other.words.slice();
    return copy;
  }

  private ensure(wordIndex: number): void {
    if (wordIndex < this.words.length) return;
    const next = new Uint32Array(Math.max(wordIndex + 1, this.words.length * 2));
    next.set(this.words);
    this.words = next;
  }

  add(bit: number): void {
    const w = bit >>> 5;
    this.ensure(w);
    this.words[w] = (this.words[w] ?? 0) | (1 << (bit & 31));
  }

  delete(bit: number): void {
    const w = bit >>> 5;
    if (w < this.words.length) this.words[w] = (this.words[w] ?? 0) & ~(1 << (bit & 31));
  }

  has(bit: number): boolean {
    const w = bit >>> 5;
    return w < this.words.length && ((this.words[w] ?? 0) & (1 << (bit & 31))) !== 0;
  }

  /** this &= other (bits past other's end are cleared). */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) a[i] = (a[i] ?? 0) & (b[i] ?? 0);
    a.fill(0, n);
    return this;
  }

  /** this |= other. */
  or(other: Bitset): this {
    this.ensure(other.words.length - 1);
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < b.length; i++) a[i] = (a[i] ?? 0) | (b[i] ?? 0);
    return this;
  }

  /** this &= ~other. */
  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) a[i] = (a[i] ?? 0) & ~(b[i] ?? 0);
    return this;
  }

  count(): number {
    let total = 0;
    const a = this.words;
    for (let i = 0; i < a.length; i++) total += popcount(a[i] ?? 0);
    return total;
  }

  /** |this & other| without allocating. */
  countAnd(other: Bitset): number {
    let total = 0;
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const x = (a[i] ?? 0) & (b[i] ?? 0);
      if (x !== 0) total += popcount(x);
    }
    return total;
  }

  /** Calls `visit` with each member in increasing order; stops when it returns false. */
  forEach(visit: (bit: number) => boolean | void): void {
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let x = a[i] ?? 0;
      while (x !== 0) {
        const low = x & -x;
        const bit = (i << 5) + (31 - Math.clz32(low));
        if (visit(bit) === false) return;
        x ^= low;
      }
    }
  }

  /** Members in increasing order. */
  toArray(): number[] {
    const out: number[] = [];
    this.forEach((bit) => {
      out.push(bit);
    });
    return out;
  }
}

const popcount = (x: number): number => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
};
