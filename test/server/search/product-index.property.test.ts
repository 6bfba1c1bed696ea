import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { damerau, prefixDamerau } from '#server/search/damerau';
import type { FilterAst, Literal } from '#domain/search/filter-ast';
import { fold } from '#domain/search/text-fold';
import { ProductIndex } from '#server/search/product-index';
import type { SearchRecord } from '#server/search/search-record';
import { typoBudget } from '#server/search/typo-budget';
import { aSearchRecord, FIXTURE_CATEGORIES } from '#test/support/search-fixtures';

// A tiny alphabet with diacritics, so that typos, prefixes and folding collide often.
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ł', 'Ż', 'e'), minLength: 1, maxLength: 9 });
const text = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const CATEGORIES = Object.values(FIXTURE_CATEGORIES);

const record = fc
  .record({
    id: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')),
    name: text,
    author: text,
    lector: text,
    type: fc.constantFrom('audiobook' as const, 'podcast' as const, 'cycle' as const),
    isFree: fc.boolean(),
    category: fc.constantFrom(...CATEGORIES),
    price: fc.integer({ min: 0, max: 5000 }),
    rating: fc.integer({ min: 0, max: 5 }),
  })
  .map((r) =>
    aSearchRecord({
      id: r.id,
      objectID: r.id,
      name: r.name,
      authors: [r.author],
      lectors: [r.lector],
      type: r.type,
      is_free: r.isFree,
      categories: [r.category],
      price: r.price,
      rating: r.rating,
    }),
  );
// Later records replace earlier ones with the same objectID, as upserts do.
const catalogue = fc
  .array(record, { maxLength: 25 })
  .map((rs) => [...new Map(rs.map((r) => [r.objectID, r])).values()]);
const query = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));

const literal: fc.Arbitrary<Literal> = fc.record({
  negated: fc.boolean(),
  predicate: fc.oneof(
    fc.record({
      kind: fc.constant('facet' as const),
      attribute: fc.constant('type'),
      value: fc.constantFrom('audiobook', 'PODCAST', 'cycle'),
    }),
    fc.record({
      kind: fc.constant('facet' as const),
      attribute: fc.constant('is_free'),
      value: fc.constantFrom('true', 'false'),
    }),
    fc.record({
      kind: fc.constant('facet' as const),
      attribute: fc.constant('category'),
      value: fc.constantFrom(...CATEGORIES.flatMap((c) => [c.slug, c.id])),
    }),
    fc.record({
      kind: fc.constant('numeric' as const),
      attribute: fc.constant('price'),
      operator: fc.constantFrom('<' as const, '>=' as const, '!=' as const),
      value: fc.integer({ min: 0, max: 5000 }),
    }),
    fc.record({
      kind: fc.constant('range' as const),
      attribute: fc.constant('rating'),
      lower: fc.integer({ min: 0, max: 5 }),
      upper: fc.integer({ min: 0, max: 5 }),
    }),
  ),
});
const filter: fc.Arbitrary<FilterAst> = fc.array(fc.array(literal, { minLength: 1, maxLength: 3 }), { maxLength: 3 });

// The reference semantics, written plainly: every query word within its typo budget of some word, the last as a prefix.
const wordsOf = (r: SearchRecord) => [r.name, ...r.authors, ...r.lectors].flatMap((t) => fold(t).split(' '));
const typosFor = (r: SearchRecord, q: string): number | undefined => {
  const qs = fold(q).split(' ');
  let total = 0;
  for (const [i, qw] of qs.entries()) {
    const max = typoBudget(qw);
    const last = i === qs.length - 1;
    const best = Math.min(...wordsOf(r).map((w) => (last ? prefixDamerau(qw, w, max) : damerau(qw, w, max))));
    if (best > max) return undefined;
    total += best;
  }
  return total;
};
const holds = (r: SearchRecord, l: Literal): boolean => {
  const p = l.predicate;
  const value =
    p.kind === 'facet'
      ? p.attribute === 'type'
        ? r.type === p.value.toLowerCase()
        : p.attribute === 'is_free'
          ? String(r.is_free) === p.value
          : r.categories.some((c) => c.slug === p.value || c.id === p.value)
      : p.kind === 'range'
        ? r.rating >= p.lower && r.rating <= p.upper
        : p.operator === '<'
          ? (r.price ?? 0) < p.value
          : p.operator === '>='
            ? (r.price ?? 0) >= p.value
            : r.price !== p.value;
  return l.negated ? !value : value;
};
const passes = (r: SearchRecord, ast: FilterAst) => ast.every((group) => group.some((l) => holds(r, l)));

const build = (records: readonly SearchRecord[]) => {
  const index = new ProductIndex('t');
  index.replaceAll(records);
  return index;
};

describe('ProductIndex agrees with the reference semantics', () => {
  it('matches exactly the records whose every query word matches within its typo budget', () => {
    fc.assert(
      fc.property(catalogue, query, (records, q) => {
        const expected = records.filter((r) => typosFor(r, q) !== undefined).map((r) => r.objectID);
        expect(build(records).matchingObjectIDs(q).sort()).toEqual(expected.sort());
      }),
      { numRuns: 300 },
    );
  });

  it('filters with AND of OR groups, and counts facets over exactly the filtered matches', () => {
    fc.assert(
      fc.property(catalogue, fc.option(query, { nil: '' }), filter, (records, q, ast) => {
        const expected = records.filter((r) => passes(r, ast) && (q === '' || typosFor(r, q) !== undefined));
        const result = build(records).search({
          query: q,
          filters: ast,
          facets: ['type', 'is_free', 'category'],
          hitsPerPage: 1000,
        });
        expect(result.nbHits).toBe(expected.length);
        expect(result.hits.map((h) => h.objectID).sort()).toEqual(expected.map((r) => r.objectID).sort());
        const count = (values: string[]) =>
          Object.fromEntries([...new Set(values)].map((v) => [v, values.filter((x) => x === v).length]));
        expect(result.facets.type).toEqual(count(expected.map((r) => r.type)));
        expect(result.facets.is_free).toEqual(count(expected.map((r) => String(r.is_free))));
        expect(result.facets.category).toEqual(count(expected.flatMap((r) => r.categories.map((c) => c.slug))));
      }),
      { numRuns: 300 },
    );
  });

  it('ranks hits by their number of typos first', () => {
    fc.assert(
      fc.property(catalogue, query, (records, q) => {
        const hits = build(records).search({ query: q, hitsPerPage: 1000 }).hits;
        const typos = hits.map(
          (h) => typosFor(records.find((r) => r.objectID === h.objectID) as SearchRecord, q) ?? 99,
        );
        expect(typos).toEqual([...typos].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  it('after any sequence of upserts and removals, answers as an index built from the final catalogue', () => {
    const operation = fc.oneof(
      fc.record({ upsert: fc.array(record, { maxLength: 5 }) }),
      fc.record({ remove: fc.array(fc.constantFrom(...'abcdefghij'.split('')), { maxLength: 4 }) }),
    );
    fc.assert(
      fc.property(catalogue, fc.array(operation, { maxLength: 8 }), query, (initial, operations, q) => {
        const incremental = build(initial);
        const state = new Map(initial.map((r) => [r.objectID, r]));
        for (const op of operations) {
          if ('upsert' in op) {
            incremental.upsert(op.upsert);
            op.upsert.forEach((r) => state.set(r.objectID, r));
          } else {
            incremental.remove(op.remove);
            op.remove.forEach((id) => state.delete(id));
          }
        }
        const fresh = build([...state.values()]);
        for (const request of [{ query: q }, { query: '' }]) {
          const a = incremental.search({ ...request, facets: ['*'], hitsPerPage: 1000 });
          const b = fresh.search({ ...request, facets: ['*'], hitsPerPage: 1000 });
          expect(a.hits.map((h) => h.objectID)).toEqual(b.hits.map((h) => h.objectID));
          expect(a.facets).toEqual(b.facets);
          expect(a.nbHits).toBe(b.nbHits);
        }
      }),
      { numRuns: 200 },
    );
  });
});
