import { describe, expect, it } from 'vitest';
import { etagOf, ifNoneMatchHits } from '#server/http/api/etag';

describe('etagOf', () => {
  it('gives equal texts equal weak tags and different texts different ones', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^W\/"[\w-]{27}"$/);
  });
});

describe('ifNoneMatchHits', () => {
  const tag = etagOf('answer');
  const opaque = tag.slice(2);
  it.each([
    [undefined, false],
    ['', false],
    [tag, true],
    [opaque, true],
    [`"other", ${tag}`, true],
    [` ${opaque} ,"x"`, true],
    ['*', true],
    ['W/"other"', false],
    [opaque.slice(0, -2) + '"', false],
  ])('%j -> %s', (header, hit) => {
    expect(ifNoneMatchHits(header, tag)).toBe(hit);
  });
});
