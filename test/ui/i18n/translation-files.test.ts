import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentLanguageText } from '#ui/i18n/document-language-text';
import { translationsUrl } from '#ui/i18n/translation-files';
import { LANGUAGES } from '#ui/i18n/translations';

const TR = JSON.parse(readFileSync('ui/locales/tr/common.json', 'utf8')) as unknown;
const TR_FILE = translationsUrl('tr');

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

  it('is fetched from its file once, and kept for whoever asks later', async () => {
    const { fetchTranslations, loadedTranslations } = await freshModule();
    const first = await fetchTranslations('tr', TR_FILE);
    expect(first).toEqual(TR);
    expect(await fetchTranslations('tr', TR_FILE)).toBe(first);
    expect(loadedTranslations('tr')).toBe(first);
    expect(fetched).toEqual([TR_FILE]);
  });

  it('is not read before it is loaded, and a failed fetch keeps nothing, so the next one tries again', async () => {
    const { fetchTranslations, loadedTranslations } = await freshModule();
    expect(() => loadedTranslations('tr')).toThrow('used before it is loaded');
    answer = () => new Response('gone', { status: 404 });
    await expect(fetchTranslations('tr', TR_FILE)).rejects.toThrow(`${TR_FILE}: 404`);
    expect(() => loadedTranslations('tr')).toThrow('used before it is loaded');
    answer = () => Response.json(TR);
    expect(await fetchTranslations('tr', TR_FILE)).toEqual(TR);
    expect(fetched).toHaveLength(2);
  });
});

describe("the languages' files", () => {
  it('exist for every language, each of its own, and for no other', () => {
    expect(new Set(LANGUAGES.map(translationsUrl)).size).toBe(LANGUAGES.length);
    expect(() => translationsUrl('cz')).toThrow(RangeError);
  });

  it("are named to the browser entry by the page's preload, with the page's language", () => {
    const doc = document.implementation.createHTMLDocument();
    doc.documentElement.lang = 'cs';
    expect(documentLanguageText(doc)).toBeNull();
    doc.head.innerHTML = [
      '<link rel="preload" as="image" href="/cover.svg">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/common-abc.json">',
    ].join('');
    expect(documentLanguageText(doc)).toEqual({ language: 'cs', url: '/assets/common-abc.json' });
  });
});
