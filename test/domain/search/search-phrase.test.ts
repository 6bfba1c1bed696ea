import { describe, expect, it } from 'vitest';
import {
  canSubmitPhrase,
  editPhrase,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PHRASE_MAX_LENGTH,
  toSearchPhrase,
} from '#domain/search/search-phrase';

describe('search phrase (spec §5, §9)', () => {
  it('uses the spec numbers: at most 120 characters, debounced 250 ms', () => {
    expect(SEARCH_PHRASE_MAX_LENGTH).toBe(120);
    expect(SEARCH_DEBOUNCE_MS).toBe(250);
  });

  it.each([
    ['', 'harry', 'harry'],
    ['harry', 'a'.repeat(120), 'a'.repeat(120)],
    ['harry', 'a'.repeat(121), 'harry'],
    ['a'.repeat(120), 'a'.repeat(121), 'a'.repeat(120)],
    ['long', '', ''],
  ])('editing %j with %j keeps %j', (current, input, expected) => {
    expect(editPhrase(current, input)).toBe(expected);
  });

  it.each([
    ['', false],
    [' ', false],
    ['\t\n ', false],
    ['a', true],
    ['  tolkien  ', true],
    ['a'.repeat(120), true],
    ['a'.repeat(121), false],
  ])('%j can be submitted: %s', (phrase, expected) => {
    expect(canSubmitPhrase(phrase)).toBe(expected);
  });

  it('submits the phrase trimmed, and nothing for a blank one', () => {
    expect(toSearchPhrase('  the hobbit ')).toBe('the hobbit');
    expect(toSearchPhrase('   ')).toBeUndefined();
  });
});
