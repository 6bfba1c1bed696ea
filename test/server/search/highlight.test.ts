import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, matchedLength } from '#server/search/highlight';
import { queryWords } from '#server/search/query-words';

const tags = { pre: '<em>', post: '</em>' };

describe('highlight', () => {
  it.each([
    ['Przygody Tomka', 'przygo', '<em>Przygo</em>dy Tomka', 'full'],
    ['Żółw i zając', 'zolw zaj', '<em>Żółw</em> i <em>zaj</em>ąc', 'full'],
    ['Die Straße', 'strasse', 'Die <em>Straße</em>', 'full'],
    ['Die Straße', 'stras', 'Die <em>Straß</em>e', 'full'],
    ['İstanbul', 'ista', '<em>İsta</em>nbul', 'full'],
    ['Sherlock Holmes', 'sherlok', '<em>Sherlock</em> Holmes', 'full'],
    ['Sherlock Holmes', 'holmes watson', 'Sherlock <em>Holmes</em>', 'partial'],
    ['Sherlock Holmes', 'poirot', 'Sherlock Holmes', 'none'],
    ['Tom & Jerry <b>', 'jerry', 'Tom &amp; <em>Jerry</em> &lt;b&gt;', 'full'],
  ])('%s for %s -> %s', (value, query, expected, level) => {
    const result = highlight(value, queryWords(query), tags);
    expect(result.value).toBe(expected);
    expect(result.matchLevel).toBe(level);
  });

  it('names the matched query words as typed, and whether every word was highlighted', () => {
    expect(highlight('Lalka', queryWords('LALKA prus'), tags)).toEqual({
      value: '<em>Lalka</em>',
      matchLevel: 'partial',
      matchedWords: ['LALKA'],
      fullyHighlighted: true,
    });
  });

  it('does not highlight 3-letter words with a typo', () => {
    expect(highlight('Kot', queryWords('kat x'), tags).value).toBe('Kot');
  });
});

describe('matchedLength', () => {
  it.each([
    ['przygody', 'przy', 4], // prefix of the last word
    ['przygody', 'pzry', 4], // prefix with a swap
    ['holmes', 'holmse x', 6], // typo on a whole word
    ['przygody', 'przy x', 0], // not the last word: no prefix
  ])('%s / %s -> %i', (word, query, expected) => {
    expect(matchedLength(word, queryWords(query)[0] as ReturnType<typeof queryWords>[number])).toBe(expected);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
