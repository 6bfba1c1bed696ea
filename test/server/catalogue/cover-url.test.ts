import { describe, expect, it } from 'vitest';
import { coverUrl, coverVersion } from '#server/catalogue/cover-url';
import { apiBase } from '#server/http/api/hal';

const LALKA = { title: 'Lalka', author: 'Bolesław Prus' };

describe('coverUrl (api-contract "Images")', () => {
  it('names the cover under the market API the covers route serves, with its content version', () => {
    expect(coverUrl('pl', 'c/1', LALKA)).toBe(`${apiBase('pl')}/covers/c%2F1/${coverVersion(LALKA)}.webp`);
  });

  it('keeps the version while the picture stays, and changes it with the title or the credit', () => {
    expect(coverVersion({ ...LALKA })).toBe(coverVersion(LALKA));
    expect(coverVersion({ ...LALKA, title: 'Faraon' })).not.toBe(coverVersion(LALKA));
    expect(coverVersion({ ...LALKA, author: 'Eliza Orzeszkowa' })).not.toBe(coverVersion(LALKA));
    expect(coverVersion(LALKA)).toMatch(/^[0-9a-z]{1,16}$/);
  });
});
