import { describe, expect, it } from 'vitest';
import { avatarLetter } from '#domain/auth/avatar-letter';

describe('avatar letter (spec §2: the first letter of the e-mail)', () => {
  it.each([
    ['jan@example.test', 'J'],
    ['Jan@example.test', 'J'],
    ['  ola@example.test', 'O'],
    ['łucja@example.test', 'Ł'],
    ['čeněk@example.test', 'Č'],
    ['ßmith@example.test', 'ß'],
    ['1jan@example.test', '1'],
    ['🎧fan@example.test', '🎧'],
    ['', null],
    ['   ', null],
  ])('%j -> %j', (email, letter) => {
    expect(avatarLetter(email)).toBe(letter);
  });
});
