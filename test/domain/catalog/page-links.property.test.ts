import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PageLink, pageExists, pageLinks } from '#domain/catalog/page-links';
import { pageFromQuery } from '#domain/catalog/page-query';

const pagesOf = (links: readonly PageLink[]) => links.flatMap((link) => (link.kind === 'page' ? [link.page] : []));

describe('pageLinks', () => {
  it('links the first, the last and the pages around the current one, with gaps between', () => {
    expect(pageLinks(5, 10)).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'gap' },
      { kind: 'page', page: 4 },
      { kind: 'page', page: 5 },
      { kind: 'page', page: 6 },
      { kind: 'gap' },
      { kind: 'page', page: 10 },
    ]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pagesOf(pageLinks(4, 10))).toEqual([1, 2, 3, 4, 5, 10]);
    expect(pageLinks(4, 10).filter((link) => link.kind === 'gap')).toHaveLength(1);
  });

  it('has no links without pages, and one for a single page', () => {
    expect(pageLinks(1, 0)).toEqual([]);
    expect(pageLinks(3, 1)).toEqual([{ kind: 'page', page: 1 }]);
  });

  it('always holds the first, the last and the current page (brought within range), in order, without repeats', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 300 }), fc.integer({ min: 1, max: 200 }), (current, pages) => {
        const shown = pagesOf(pageLinks(current, pages));
        const at = Math.min(Math.max(1, current), pages);
        expect(shown).toContain(1);
        expect(shown).toContain(pages);
        expect(shown).toContain(at);
        expect(shown).toEqual([...new Set(shown)].sort((a, b) => a - b));
        expect(shown.every((page) => page >= 1 && page <= pages)).toBe(true);
      }),
    );
  });

  it('puts a gap exactly where two or more pages are left out, and stays short', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (current, pages) => {
        const links = pageLinks(current, pages);
        links.forEach((link, index) => {
          if (link.kind !== 'gap') return;
          const before = links[index - 1];
          const after = links[index + 1];
          expect(before?.kind).toBe('page');
          expect(after?.kind).toBe('page');
          if (before?.kind === 'page' && after?.kind === 'page') expect(after.page - before.page).toBeGreaterThan(2);
        });
        expect(links.length).toBeLessThanOrEqual(9);
      }),
    );
  });
});

describe('pageFromQuery', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['03', 1],
    ['9999999', 1],
  ])('%j -> %i', (value, expected) => {
    expect(pageFromQuery(value)).toBe(expected);
  });

  it('reads every whole number from 1 up as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (page) => {
        expect(pageFromQuery(String(page))).toBe(page);
      }),
    );
  });
});

describe('pageExists', () => {
  it.each([
    [1, 0, true],
    [2, 0, false],
    [1, 3, true],
    [3, 3, true],
    [4, 3, false],
    [0, 3, false],
    [1.5, 3, false],
  ])('page %s of %s pages exists: %s', (page, pages, expected) => {
    expect(pageExists(page, pages)).toBe(expected);
  });

  it('holds for exactly the pages 1 to the last, and for page 1 of an empty list', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 300 }), fc.integer({ min: 0, max: 200 }), (page, pages) => {
        expect(pageExists(page, pages)).toBe(page >= 1 && page <= Math.max(1, pages));
      }),
    );
  });
});
