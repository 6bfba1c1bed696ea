import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const TR = JSON.parse(readFileSync('ui/locales/tr/common.json', 'utf8')) as unknown;

// Each test gets the module afresh: what it has loaded is kept for the process's life.
const freshModule = async () => {
  vi.resetModules();
  return import('#ui/i18n/translations');
};

describe("a language's text in the browser", () => {
  let fetched: string[];
  let answer: () => Response;

  beforeEach(() => {
    fetched = [];
    answer = () => Response.json(TR);
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return answer();
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('is fetched from its hashed file once, however many ask at the same time or later', async () => {
    const { fetchTranslations, loadedTranslations, translationsUrl } = await freshModule();
    const [first, second] = await Promise.all([fetchTranslations('tr'), fetchTranslations('tr')]);
    expect(first).toEqual(TR);
    expect(second).toBe(first);
    expect(await fetchTranslations('tr')).toBe(first);
    expect(loadedTranslations('tr')).toBe(first);
    expect(fetched).toEqual([translationsUrl('tr')]);
    expect(translationsUrl('tr')).toMatch(/tr\/common\.json$|common-[\w-]+\.json$/);
  });

  it('is not read before it is loaded, and a failed fetch keeps nothing, so the next one tries again', async () => {
    const { fetchTranslations, loadedTranslations } = await freshModule();
    expect(() => loadedTranslations('tr')).toThrow('used before it is loaded');
    answer = () => new Response('gone', { status: 404 });
    await expect(fetchTranslations('tr')).rejects.toThrow('answered 404');
    expect(() => loadedTranslations('tr')).toThrow('used before it is loaded');
    answer = () => Response.json(TR);
    expect(await fetchTranslations('tr')).toEqual(TR);
    expect(fetched).toHaveLength(2);
  });

  it('exists for every language and no other', async () => {
    const { LANGUAGES, translationsUrl, fetchTranslations } = await freshModule();
    expect(new Set(LANGUAGES.map(translationsUrl)).size).toBe(LANGUAGES.length);
    expect(() => translationsUrl('cz')).toThrow(RangeError);
    await expect(fetchTranslations('xx')).rejects.toThrow(RangeError);
    expect(fetched).toEqual([]);
  });
});
