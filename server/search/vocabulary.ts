/** How a vocabulary term matched a query word. */
export interface TermMatch {
  readonly termId: number;
  readonly typos: number;
  /** The term is the whole query word, without a typo (Algolia's "exact" criterion). */
  readonly exact: boolean;
}

const NONE = -1;

/**
 * The folded terms of one index, each with a stable id, in a compact trie (typed arrays, first-child/next-sibling
 * links) that answers prefix ranges and bounded Damerau–Levenshtein look-ups by walking only the branches whose
 * edit-distance row can still stay within the budget. Terms are never removed (an unused term has empty postings).
 */
export class Vocabulary {
  private readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();
  private nodeChar = new Uint16Array(1024);
  private firstChild = new Int32Array(1024).fill(NONE);
  private nextSibling = new Int32Array(1024).fill(NONE);
  private nodeTerm = new Int32Array(1024).fill(NONE);
  private nodes = 1;
  // Scratch edit-distance rows, one per trie depth, reused by every look-up.
  private rows: Int32Array[] = [];

  get size(): number {
    return this.terms.length;
  }

  get nodeCount(): number {
    return this.nodes;
  }

  term(id: number): string {
    return this.terms[id] ?? '';
  }

  idOf(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** The term's id, adding it when new. */
  add(term: string): number {
    const known = this.ids.get(term);
    if (known !== undefined) return known;
    const id = this.terms.length;
    this.terms.push(term);
    this.ids.set(term, id);
    let node = 0;
    for (let i = 0; i < term.length; i++) node = this.childOrCreate(node, term.charCodeAt(i));
    this.nodeTerm[node] = id;
    return id;
  }

  /**
   * Every term within `maxTypos` of `word`; with `prefix`, terms having a prefix within `maxTypos` of it
   * (the query's last word), each with its smallest typo count.
   */
  match(
    word: string,
    prefix: boolean,
    maxTypos: number,
    visit: (termId: number, typos: number, exact: boolean) => void,
  ) {
    if (maxTypos === 0) {
      const node = this.find(word);
      if (node === NONE) return;
      if (!prefix) {
        const id = this.nodeTerm[node] ?? NONE;
        if (id !== NONE) visit(id, 0, true);
        return;
      }
      const exactId = this.nodeTerm[node] ?? NONE;
      if (exactId !== NONE) visit(exactId, 0, true);
      this.eachTermBelow(this.firstChild[node] ?? NONE, 0, visit);
      return;
    }
    const width = word.length + 1;
    while (this.rows.length <= word.length + maxTypos + 1) this.rows.push(new Int32Array(0));
    for (let d = 0; d < this.rows.length; d++) {
      if ((this.rows[d]?.length ?? 0) < width) this.rows[d] = new Int32Array(Math.max(width, 32));
    }
    const root = this.rows[0] as Int32Array;
    for (let j = 0; j < width; j++) root[j] = j;
    const codes = new Int32Array(word.length);
    for (let j = 0; j < word.length; j++) codes[j] = word.charCodeAt(j);
    for (let child = this.firstChild[0] ?? NONE; child !== NONE; child = this.nextSibling[child] ?? NONE) {
      this.walk(child, 1, -1, codes, prefix, maxTypos, maxTypos + 1, visit);
    }
  }

  private walk(
    node: number,
    depth: number,
    parentChar: number,
    q: Int32Array,
    prefix: boolean,
    max: number,
    bestPrefix: number,
    visit: (termId: number, typos: number, exact: boolean) => void,
  ): void {
    const n = q.length;
    const c = this.nodeChar[node] ?? 0;
    const up = this.rows[depth - 1] as Int32Array;
    const row = this.rows[depth] as Int32Array;
    const upUp = depth >= 2 ? (this.rows[depth - 2] as Int32Array) : undefined;
    row[0] = depth;
    let rowMin = depth;
    for (let j = 1; j <= n; j++) {
      const qj = q[j - 1] ?? 0;
      let d = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + (qj === c ? 0 : 1));
      if (upUp !== undefined && j >= 2 && qj === parentChar && (q[j - 2] ?? 0) === c) {
        d = Math.min(d, (upUp[j - 2] ?? 0) + 1);
      }
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    const whole = row[n] ?? 0;
    const best = prefix ? Math.min(bestPrefix, whole) : whole;
    const id = this.nodeTerm[node] ?? NONE;
    if (id !== NONE && best <= max) visit(id, best, whole === 0);
    if (rowMin <= max && depth < n + max) {
      for (let child = this.firstChild[node] ?? NONE; child !== NONE; child = this.nextSibling[child] ?? NONE) {
        this.walk(child, depth + 1, c, q, prefix, max, best, visit);
      }
    } else if (prefix && best <= max) {
      // No deeper prefix can get closer: every term below matches through this prefix.
      this.eachTermBelow(this.firstChild[node] ?? NONE, best, visit);
    }
  }

  /** Visits the terms in the subtrees starting at `first` and its siblings. */
  private eachTermBelow(first: number, typos: number, visit: (termId: number, typos: number, exact: boolean) => void) {
    if (first === NONE) return;
    const stack = [first];
    while (stack.length > 0) {
      const node = stack.pop() as number;
      const id = this.nodeTerm[node] ?? NONE;
      if (id !== NONE) visit(id, typos, false);
      const sibling = this.nextSibling[node] ?? NONE;
      if (sibling !== NONE) stack.push(sibling);
      const child = this.firstChild[node] ?? NONE;
      if (child !== NONE) stack.push(child);
    }
  }

  private find(word: string): number {
    let node = 0;
    for (let i = 0; i < word.length && node !== NONE; i++) node = this.child(node, word.charCodeAt(i));
    return node;
  }

  private child(node: number, code: number): number {
    for (let c = this.firstChild[node] ?? NONE; c !== NONE; c = this.nextSibling[c] ?? NONE) {
      if (this.nodeChar[c] === code) return c;
    }
    return NONE;
  }

  private childOrCreate(node: number, code: number): number {
    const existing = this.child(node, code);
    if (existing !== NONE) return existing;
    if (this.nodes === this.nodeChar.length) this.grow();
    const created = this.nodes++;
    this.nodeChar[created] = code;
    this.nextSibling[created] = this.firstChild[node] ?? NONE;
    this.firstChild[node] = created;
    return created;
  }

  private grow(): void {
    const size = this.nodeChar.length * 2;
    const char = new Uint16Array(size);
    char.set(this.nodeChar);
    this.nodeChar = char;
    this.firstChild = extend(this.firstChild, size);
    this.nextSibling = extend(this.nextSibling, size);
    this.nodeTerm = extend(this.nodeTerm, size);
  }
}

const extend = (array: Int32Array, size: number): Int32Array<ArrayBuffer> => {
  const next = new Int32Array(size).fill(NONE);
  next.set(array);
  return next;
};
