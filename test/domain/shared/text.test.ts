import { describe, expect, it } from 'vitest';
import { codePointLength, paragraphsOf, truncateText } from '#domain/shared/text';

describe('truncateText (spec §5: cut to the limit minus 3, trimmed, ending in "...")', () => {
  it.each([
    ['Pan Tadeusz', 20, 'Pan Tadeusz'],
    ['Pan Tadeusz', 11, 'Pan Tadeusz'],
    ['Pan Tadeusz', 10, 'Pan Tad...'],
    ['Pan Tadeusz', 7, 'Pan...'],
    ['Pan Tadeusz', 4, 'P...'],
    ['Pan Tadeusz czyli ostatni zajazd', 15, 'Pan Tadeusz...'],
    ['  Pan Tadeusz', 8, '  Pan...'],
    ['', 0, ''],
  ])('%j at %i -> %j', (text, limit, expected) => {
    expect(truncateText(text, limit)).toBe(expected);
  });

  it('never cuts an emoji in half', () => {
    expect(truncateText('🎧🎧🎧🎧🎧🎧', 5)).toBe('🎧🎧...');
    expect(truncateText('ab🎧cdef', 6)).toBe('ab🎧...');
    expect(truncateText('🎧🎧🎧', 3)).toBe('🎧🎧🎧');
  });

  it('cuts hard without an ellipsis when the limit is below 4', () => {
    expect(truncateText('Pan Tadeusz', 3)).toBe('Pan');
    expect(truncateText('Pan Tadeusz', 1)).toBe('P');
    expect(truncateText('🎧🎧🎧🎧', 2)).toBe('🎧🎧');
    expect(truncateText('Pan Tadeusz', 0)).toBe('');
    expect(truncateText('Pan Tadeusz', -5)).toBe('');
    expect(truncateText('Pan Tadeusz', Number.NaN)).toBe('');
  });

  it('rounds a fractional limit down', () => {
    expect(truncateText('Pan Tadeusz', 7.9)).toBe('Pan...');
  });

  it('counts code points', () => {
    expect(codePointLength('🎧a')).toBe(2);
    expect('🎧a'.length).toBe(3);
  });
});

describe('paragraphsOf', () => {
  it('splits at blank lines, trims each paragraph, keeps single line breaks and drops empty ones', () => {
    expect(paragraphsOf('  One\nline two  \n\n\n  Three  \n \n')).toEqual(['One\nline two', 'Three']);
    expect(paragraphsOf('')).toEqual([]);
    expect(paragraphsOf('\n\n')).toEqual([]);
  });
});
