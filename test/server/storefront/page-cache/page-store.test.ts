import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageStore, type StoredPage } from '#server/storefront/page-cache/page-store';

interface Page extends StoredPage {
  readonly name: string;
}

const page = (name: string, bytes: number, revision = 1, storedAtMs = 0): Page => ({
  name,
  bytes,
  revision,
  storedAtMs,
});

describe('PageStore', () => {
  it('gives back a page only at the revision it was rendered at', () => {
    const store = new PageStore<Page>({ maxBytes: 100, maxAgeMs: 1_000 });
    store.set('a', page('a', 10, 7));
    expect(store.get('a', 7, 0)?.name).toBe('a');
    expect(store.get('a', 8, 0)).toBeUndefined();
    // The stale page is gone, not kept beside the new revision.
    expect(store.get('a', 7, 0)).toBeUndefined();
    expect(store.bytes).toBe(0);
  });

  it('lets a page go once it reaches its greatest age', () => {
    const store = new PageStore<Page>({ maxBytes: 100, maxAgeMs: 1_000 });
    store.set('a', page('a', 10, 1, 5_000));
    expect(store.get('a', 1, 5_999)).toBeDefined();
    expect(store.get('a', 1, 6_000)).toBeUndefined();
  });

  it('drops the least recently used pages to make room, and never keeps one larger than itself', () => {
    const store = new PageStore<Page>({ maxBytes: 30, maxAgeMs: 1_000 });
    store.set('a', page('a', 10));
    store.set('b', page('b', 10));
    store.set('c', page('c', 10));
    store.get('a', 1, 0);
    store.set('d', page('d', 10));
    expect(store.get('b', 1, 0)).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => store.get(key, 1, 0)?.name)).toEqual(['a', 'c', 'd']);
    store.set('huge', page('huge', 31));
    expect(store.get('huge', 1, 0)).toBeUndefined();
    expect(store.size).toBe(3);
  });

  it('never holds more than its limit, and counts exactly what it holds', () => {
    const operation = fc.oneof(
      fc.record({ set: fc.constantFrom('a', 'b', 'c', 'd', 'e'), bytes: fc.integer({ min: 0, max: 60 }) }),
      fc.record({ get: fc.constantFrom('a', 'b', 'c', 'd', 'e'), revision: fc.integer({ min: 1, max: 2 }) }),
    );
    fc.assert(
      fc.property(fc.array(operation), (operations) => {
        const store = new PageStore<Page>({ maxBytes: 50, maxAgeMs: 1_000 });
        const held = new Map<string, number>();
        for (const op of operations) {
          if ('set' in op) {
            store.set(op.set, page(op.set, op.bytes));
            held.set(op.set, op.bytes);
          } else if (store.get(op.get, op.revision, 0) === undefined) held.delete(op.get);
        }
        expect(store.bytes).toBeLessThanOrEqual(50);
        expect(store.bytes).toBeGreaterThanOrEqual(0);
        let counted = 0;
        for (const [key, bytes] of held) if (store.get(key, 1, 0)) counted += bytes;
        expect(counted).toBe(store.bytes);
      }),
    );
  });
});
