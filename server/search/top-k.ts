/** Orders two candidates: negative when `a` ranks before `b`. */
export type RankOrder = (a: number, b: number, keyA: number, keyB: number) => number;

/**
 * The best `limit` of a stream of candidates (slot + numeric key, ties broken by `order`), kept in a bounded
 * max-heap so that ranking costs O(n log limit) instead of sorting every match.
 */
export class TopK {
  private readonly slots: number[] = [];
  private readonly keys: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly order: RankOrder,
  ) {}

  private worse(i: number, j: number): boolean {
    return (
      this.order(this.slots[i] as number, this.slots[j] as number, this.keys[i] as number, this.keys[j] as number) > 0
    );
  }

  offer(slot: number, key: number): void {
    if (this.limit <= 0) return;
    const n = this.slots.length;
    if (n < this.limit) {
      this.slots.push(slot);
      this.keys.push(key);
      this.up(n);
      return;
    }
    // The root is the worst kept candidate; a newcomer must beat it.
    if (this.order(slot, this.slots[0] as number, key, this.keys[0] as number) >= 0) return;
    this.slots[0] = slot;
    this.keys[0] = key;
    this.down(0);
  }

  /** The kept candidates, best first. */
  sorted(): number[] {
    const index = this.slots.map((_, i) => i);
    index.sort((i, j) =>
      this.order(this.slots[i] as number, this.slots[j] as number, this.keys[i] as number, this.keys[j] as number),
    );
    return index.map((i) => this.slots[i] as number);
  }

  private swap(i: number, j: number): void {
    [this.slots[i], this.slots[j]] = [this.slots[j] as number, this.slots[i] as number];
    [this.keys[i], this.keys[j]] = [this.keys[j] as number, this.keys[i] as number];
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.worse(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    const n = this.slots.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < n && this.worse(l, worst)) worst = l;
      if (r < n && this.worse(r, worst)) worst = r;
      if (worst === i) return;
      this.swap(i, worst);
      i = worst;
    }
  }
}
