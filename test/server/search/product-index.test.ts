import { beforeEach, describe, expect, it } from 'vitest';
import { parseFilters } from '#domain/search/filter-parser';
import { UnknownFilterAttributeError } from '#server/search/filter/filter-evaluator';
import { ProductIndex, type SearchRequest } from '#server/search/product-index';
import { aSearchRecord, FIXTURE_CATEGORIES, searchFixtureRecords } from '#test/support/search-fixtures';

/** A filter the test knows to be well formed. */
const parsed = (text: string) => {
  const result = parseFilters(text);
  if (!result.ok) throw new Error(result.error.reason);
  return result.value;
};

const fixtures = () => {
  const index = new ProductIndex('audiora_products_pl');
  index.replaceAll(searchFixtureRecords());
  return index;
};

const ids = (index: ProductIndex, query: string, extra: Partial<SearchRequest> = {}) =>
  index.search({ query, hitsPerPage: 100, ...extra }).hits.map((h) => h.objectID);

const only = (...names: string[]) => {
  const index = new ProductIndex('t');
  index.replaceAll(names.map((name, i) => aSearchRecord({ id: `r${i}`, name, authors: ['X'], lectors: ['Y'] })));
  return index;
};

describe('ProductIndex matching (Algolia semantics)', () => {
  let index: ProductIndex;
  beforeEach(() => {
    index = fixtures();
  });

  it.each([
    ['sherlok holms', 'sherlock'], // one typo in each word
    ['przygo', 'przygody'], // the last word is a prefix
    ['zolw', 'zolw'],
    ['ZÓŁW', 'zolw'],
    ['strasse', 'strasse'],
    ['Straße', 'strasse'],
    ['istanbul', 'istanbul'],
    ['ISTANBUL hatirasi', 'istanbul'],
    ['lodz', 'lodz'],
    ['dvorak capek', 'dvorak'],
    ['holmse sherlock', 'sherlock'], // a swap of two adjacent letters is one typo
    ['sherlcok', 'sherlock'],
    ['Fronczewski', 'sherlock'], // narrators are searchable
    ['conan doyle', 'sherlock'], // authors too
    ['yildiz sul', 'istanbul'], // 'sul' is 3 letters: only as the last word, a prefix of Şule
  ])('%s finds %s', (query, id) => {
    expect(ids(index, query)).toContain(id);
  });

  it('needs 3-letter words other than the last to match exactly', () => {
    expect(ids(index, 'sul yildiz')).toEqual([]);
  });

  it('requires every word to match (AND)', () => {
    expect(ids(index, 'sherlock doyle')).toEqual(['sherlock']);
    expect(ids(index, 'sherlock twain')).toEqual([]);
    expect(ids(index, 'prus lalka')).toEqual(['lalka']);
  });

  it('matches only the last word as a prefix', () => {
    expect(ids(index, 'tomka przyg')).toEqual(['przygody']);
    expect(ids(index, 'przyg tomka')).toEqual([]);
  });

  it('allows no typo below 4 letters, one from 4 to 7, two from 8', () => {
    expect(ids(index, 'kat butach')).toEqual([]); // 3 letters: kot needs exact
    expect(ids(index, 'kot butach')).toEqual(['kot']);
    expect(ids(index, 'lapka prus')).toEqual(['lalka']); // 5 letters, 1 typo
    expect(ids(index, 'lapxa prus')).toEqual([]); // 2 typos
    expect(ids(index, 'krzyzaxx sienkiewicz')).toEqual(['krzyzacy']); // 8 letters, 2 typos
    expect(ids(index, 'krzyxaxx sienkiewicz')).toEqual([]); // 3 typos
  });

  it.each([
    // [indexed word, query, matches?] with the query as a whole (non-last) word
    ['abc', 'abd', false],
    ['abcd', 'abxd', true],
    ['abcd', 'axyd', false],
    ['abcdefg', 'abcxefg', true],
    ['abcdefg', 'abxxefg', false],
    ['abcdefgh', 'abxxefgh', true],
    ['abcdefgh', 'axxxefgh', false],
    ['abcd', 'bacd', true], // swap, 4 letters
    ['abc', 'bac', false], // swap, 3 letters
  ])('typo budget, exactly: %s vs %s -> %s', (word, query, matches) => {
    const idx = only(`${word} tail`);
    expect(idx.matchingObjectIDs(`${query} tail`).length > 0).toBe(matches);
  });

  it('matches nothing for a query of separators only as a browse', () => {
    expect(index.search({ query: ' -- ' }).nbHits).toBe(searchFixtureRecords().length);
  });

  it('turns typos off with typoTolerance false', () => {
    expect(ids(index, 'sherlok', { typoTolerance: false })).toEqual([]);
  });
});

describe('ProductIndex ranking', () => {
  it('ranks fewer typos first, whatever the custom ranking', () => {
    const index = new ProductIndex('t');
    index.replaceAll([
      aSearchRecord({ id: 'typo', name: 'Lalki', rating: 5 }),
      aSearchRecord({ id: 'exact', name: 'Lalka', rating: 1 }),
    ]);
    expect(ids(index, 'lalka')).toEqual(['exact', 'typo']);
  });

  it('ranks the name before authors before narrators', () => {
    const index = new ProductIndex('t');
    index.replaceAll([
      aSearchRecord({ id: 'lector', name: 'A', authors: ['B'], lectors: ['Prus'], rating: 5 }),
      aSearchRecord({ id: 'author', name: 'C', authors: ['Prus'], rating: 4 }),
      aSearchRecord({ id: 'name', name: 'Prus', authors: ['D'], rating: 1 }),
    ]);
    expect(ids(index, 'prus')).toEqual(['name', 'author', 'lector']);
  });

  it('ranks words close together before words far apart', () => {
    const index = new ProductIndex('t');
    index.replaceAll([
      aSearchRecord({ id: 'far', name: 'Sherlock i pies i Holmes', rating: 5 }),
      aSearchRecord({ id: 'near', name: 'Sherlock Holmes', rating: 1 }),
    ]);
    expect(ids(index, 'sherlock holmes')).toEqual(['near', 'far']);
  });

  it('ranks a whole-word match before a prefix match', () => {
    const index = new ProductIndex('t');
    index.replaceAll([
      aSearchRecord({ id: 'prefix', name: 'Kotlet', rating: 5 }),
      aSearchRecord({ id: 'exact', name: 'Kot', rating: 1 }),
    ]);
    expect(ids(index, 'kot')).toEqual(['exact', 'prefix']);
  });

  it('then ranks by rating, then popularity, both descending', () => {
    const index = new ProductIndex('t');
    index.replaceAll([
      aSearchRecord({ id: 'low', name: 'Noc', rating: 3 }),
      aSearchRecord({ id: 'high-less-popular', name: 'Noc', rating: 4.5, popularity: 1 }),
      aSearchRecord({ id: 'high-popular', name: 'Noc', rating: 4.5, popularity: 10 }),
    ]);
    expect(ids(index, 'noc')).toEqual(['high-popular', 'high-less-popular', 'low']);
  });

  it('browses everything by custom ranking when the query is empty', () => {
    const index = fixtures();
    const ratings = index.search({ query: '', hitsPerPage: 100 }).hits.map((h) => h.rating ?? 0);
    expect(ratings).toHaveLength(searchFixtureRecords().length);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});

describe('ProductIndex filters and facets', () => {
  const index = fixtures();
  const filtered = (filter: string, query = '') => ids(index, query, { filters: parsed(filter) }).sort();

  it.each([
    ['type:podcast', ['zolw']],
    ['type:PODCAST', ['zolw']], // facet values compare case-insensitively
    ["category:'kryminal'", ['sherlock']],
    [`category:'${FIXTURE_CATEGORIES.KRYMINAL.id}'`, ['sherlock']], // a category by id
    ['is_free:true', ['przygody']],
    ['is_available_in_subscription:false', ['istanbul']],
    ['price < 2000', ['dvorak', 'przygody']],
    [
      'price:1990 TO 2990 AND NOT is_free:true',
      ['dvorak', 'istanbul', 'kot', 'krzyzacy', 'sherlock', 'strasse', 'tom', 'zolw'],
    ],
    ['rating >= 4.5', ['krzyzacy', 'przygody', 'sherlock']],
    ['(type:podcast OR type:cycle) AND category:dla-dzieci', ['zolw']],
    ['category:nieznana', []],
  ])('%s', (filter, expected) => {
    expect(filtered(filter)).toEqual(expected);
  });

  it('combines filters with the query', () => {
    expect(filtered('NOT category:kryminal', 'prus')).toEqual(['lalka', 'lodz']);
    expect(filtered('category:kryminal', 'prus')).toEqual([]);
  });

  it('rejects unknown attributes', () => {
    expect(() => index.search({ query: '', filters: parsed('colour:red') })).toThrow(UnknownFilterAttributeError);
    expect(() => index.search({ query: '', filters: parsed('colour > 1') })).toThrow(UnknownFilterAttributeError);
  });

  it('counts facets over all matches of query and filter, with string keys, most frequent first', () => {
    const result = index.search({ query: 'prus', facets: ['*'], hitsPerPage: 1 });
    expect(result.nbHits).toBe(2);
    expect(result.facets.category).toEqual({ klasyka: 2 });
    expect(result.facets.is_free).toEqual({ false: 2 });
    const all = index.search({ query: '', facets: ['type', 'is_free'], filters: parsed('NOT type:cycle') });
    expect(all.facets).toEqual({ type: { audiobook: 9, podcast: 1 }, is_free: { false: 9, true: 1 } });
    expect(Object.keys(all.facets.type ?? {})).toEqual(['audiobook', 'podcast']);
  });

  it('limits facet values with maxValuesPerFacet', () => {
    const result = index.search({ query: '', facets: ['category'], maxValuesPerFacet: 1 });
    expect(result.facets.category).toEqual({ klasyka: 9 });
  });
});

describe('ProductIndex pagination', () => {
  const index = fixtures();
  it('pages 0-based, with nbPages and nbHits', () => {
    const first = index.search({ query: '', hitsPerPage: 4, page: 0 });
    const last = index.search({ query: '', hitsPerPage: 4, page: 2 });
    expect(first).toMatchObject({ nbHits: 11, nbPages: 3, page: 0, hitsPerPage: 4 });
    expect(first.hits).toHaveLength(4);
    expect(last.hits).toHaveLength(3);
    expect(index.search({ query: '', hitsPerPage: 4, page: 3 }).hits).toEqual([]);
    const all = [0, 1, 2].flatMap((page) =>
      index.search({ query: '', hitsPerPage: 4, page }).hits.map((h) => h.objectID),
    );
    expect(new Set(all).size).toBe(11);
  });

  it('answers nbPages 0 without hits', () => {
    expect(index.search({ query: 'qqqq' })).toMatchObject({ nbHits: 0, nbPages: 0, hits: [] });
  });
});

describe('ProductIndex hits and highlighting', () => {
  const index = fixtures();
  const first = (query: string, extra: Partial<SearchRequest> = {}) => {
    const hit = index.search({ query, ...extra }).hits[0];
    if (hit === undefined) throw new Error(`no hit for ${query}`);
    return hit;
  };

  it('highlights the original words, prefixes only as far as typed', () => {
    expect(first('przygo')._highlightResult?.name).toEqual({
      value: '<em>Przygo</em>dy Tomka Sawyera',
      matchLevel: 'full',
      matchedWords: ['przygo'],
      fullyHighlighted: false,
    });
    expect(first('zolw')._highlightResult?.name).toMatchObject({ value: '<em>Żółw</em> i zając' });
    expect(first('strasse')._highlightResult?.name).toMatchObject({ value: 'Die <em>Straße</em> der Träume' });
    expect(first('istan')._highlightResult?.name).toMatchObject({ value: '<em>İstan</em>bul Hatırası' });
  });

  it('highlights typo matches as whole words and reports matchLevel per attribute', () => {
    const hit = first('sherlok doyle');
    expect(hit._highlightResult?.name).toMatchObject({
      value: '<em>Sherlock</em> Holmes: Studium w szkarłacie',
      matchLevel: 'partial',
      matchedWords: ['sherlok'],
    });
    expect(hit._highlightResult?.authors).toEqual([
      { value: 'Arthur Conan <em>Doyle</em>', matchLevel: 'partial', matchedWords: ['doyle'], fullyHighlighted: false },
    ]);
    expect(hit._highlightResult?.lectors).toEqual([
      { value: 'Piotr Fronczewski', matchLevel: 'none', matchedWords: [] },
    ]);
  });

  it('escapes HTML in values and uses the requested tags', () => {
    const hit = first('tom jerry', { highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    expect(hit._highlightResult?.name).toMatchObject({
      value: '<mark>Tom</mark> &amp; <mark>Jerry</mark> &lt;Special&gt;',
      matchLevel: 'full',
    });
  });

  it('retrieves the requested attributes only, always with objectID', () => {
    const hit = first('lalka', { attributesToRetrieve: ['name', 'price'], attributesToHighlight: ['name'] });
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', 'name', 'objectID', 'price']);
    expect(Object.keys(hit._highlightResult ?? {})).toEqual(['name']);
  });
});

describe('ProductIndex updates (no rebuild)', () => {
  it('upserts replace a record and its words, facets and numbers', () => {
    const index = fixtures();
    const lalka = index.get('lalka');
    if (lalka === undefined) throw new Error('fixture missing');
    index.upsert([{ ...lalka, name: 'Faraon', type: 'podcast', price: 100 }]);
    expect(ids(index, 'lalka')).toEqual([]);
    expect(ids(index, 'faraon')).toEqual(['lalka']);
    expect(ids(index, '', { filters: parsed('type:podcast AND price < 200') })).toEqual(['lalka']);
    expect(index.size).toBe(11);
  });

  it('removes records from matches, filters and facet counts', () => {
    const index = fixtures();
    index.remove(['zolw', 'unknown']);
    expect(ids(index, 'zolw')).toEqual([]);
    expect(index.search({ query: '', facets: ['type'] }).facets.type).toEqual({ audiobook: 9, cycle: 1 });
    expect(index.size).toBe(10);
  });

  it('replaceAll swaps the whole catalogue', () => {
    const index = fixtures();
    index.replaceAll([aSearchRecord({ id: 'only', name: 'Nowa' })]);
    expect(ids(index, '')).toEqual(['only']);
    expect(ids(index, 'sherlock')).toEqual([]);
  });
});
