import { describe, expect, it } from 'vitest';
import { nextTestMode } from '#domain/shell/test-mode';

describe('nextTestMode (spec §2: switched on by a query parameter and kept)', () => {
  it.each([
    [null, false, false],
    [null, true, true],
    [undefined, true, true],
    ['', false, true],
    ['1', false, true],
    ['true', false, true],
    ['yes', false, true],
    ['0', true, false],
    ['false', true, false],
    [' OFF ', true, false],
  ])('parameter %j with stored %s -> %s', (query, stored, expected) => {
    expect(nextTestMode(query, stored)).toBe(expected);
  });
});
