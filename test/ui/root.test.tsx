import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { translationsUrl } from '#ui/i18n/translation-files';
import { loadedTranslations, loadTranslations } from '#ui/i18n/translations';
import { type clientLoader, loader, meta, shouldRevalidate } from '#ui/root';

type LoaderArgs = Parameters<typeof loader>[0];
type ClientLoaderArgs = Parameters<typeof clientLoader>[0];
type RevalidateArgs = Parameters<typeof shouldRevalidate>[0];
type MetaArgs = Parameters<typeof meta>[0];

const serverLoad = (path: string) =>
  loader({
    url: new URL(`http://store.test${path}`),
    context: { brand: 'audiora', publicOrigin: 'https://audiora.example' },
  } as unknown as LoaderArgs);

describe('the root route', () => {
  it("gives the page its market and loads that market's language for the render, without sending any text", async () => {
    const cz = await serverLoad('/cz/kosik');
    expect(cz.locale).toBe('cz');
    expect(cz.lang).toBe('cs');
    expect(cz.textUrl).toBe(translationsUrl('cs'));
    expect(loadedTranslations('cs')).toEqual(await loadTranslations('cs'));
    expect(JSON.stringify(cz)).not.toContain('Košík');
    const de = await serverLoad('/de/cart');
    expect(de.lang).toBe('de');
    expect(loadedTranslations('de').pages.cart.title).toBe('Warenkorb');
    expect(JSON.stringify(de)).not.toContain('Warenkorb');
  });

  it('tells the page the public origin, not the Host it was reached at, for its canonical and alternate addresses', async () => {
    expect((await serverLoad('/pl')).origin).toBe('https://audiora.example');
  });

  it('speaks the default market language on paths outside every market (their 404 page)', async () => {
    const data = await serverLoad('/xx/whatever');
    expect([data.locale, data.lang, loadedTranslations(data.lang).not_found.title]).toEqual([
      'pl',
      'pl',
      'Nie znaleziono strony',
    ]);
  });

  it("writes the market's Organization structured data on the server, for the public origin, and none in es", async () => {
    const pl = JSON.parse((await serverLoad('/pl')).organizationJsonLd ?? 'null') as Record<string, unknown> | null;
    expect(pl).toMatchObject({ '@type': 'Organization', name: 'Audiora', url: 'https://audiora.example/pl' });
    expect((await serverLoad('/es')).organizationJsonLd).toBeUndefined();
  });

  it("takes another market's data from the server in the browser, and first fetches that language's text", async () => {
    const trText = JSON.parse(readFileSync('ui/locales/tr/common.json', 'utf8')) as unknown;
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return Response.json(trText);
    });
    // The browser's own modules, which have loaded no language yet.
    vi.resetModules();
    const browser = { root: await import('#ui/root'), text: await import('#ui/i18n/translations') };
    try {
      const fromServer = {
        locale: 'tr',
        lang: 'tr',
        brand: 'audiora',
        origin: 'https://audiora.example',
        textUrl: translationsUrl('tr'),
      };
      const data = await browser.root.clientLoader({
        serverLoader: async () => fromServer,
      } as unknown as ClientLoaderArgs);
      expect(data).toBe(fromServer);
      expect(fetched).toEqual([translationsUrl('tr')]);
      expect(browser.text.loadedTranslations('tr')).toEqual(trText);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hands the browser the error-reporting DSN when the server has one (SENTRY_DSN)', async () => {
    const dsn = 'https://key@o1.ingest.sentry.example/42';
    const withDsn = await loader({
      url: new URL('http://store.test/pl'),
      context: { brand: 'audiora', publicOrigin: 'https://audiora.example', errorReportingDsn: dsn },
    } as unknown as LoaderArgs);
    expect(withDsn.errorReportingDsn).toBe(dsn);
    expect((await serverLoad('/pl')).errorReportingDsn).toBeUndefined();
  });

  it('hands the browser the Google and Apple client ids the server verifies with', async () => {
    const ids = { googleClientId: '1234-web.apps.googleusercontent.com', appleClientId: 'com.audiora.web' };
    const withIds = await loader({
      url: new URL('http://store.test/pl'),
      context: { brand: 'audiora', publicOrigin: 'https://audiora.example', ...ids },
    } as unknown as LoaderArgs);
    expect(withIds).toMatchObject(ids);
    expect(await serverLoad('/pl')).not.toHaveProperty('googleClientId');
    expect(await serverLoad('/pl')).not.toHaveProperty('appleClientId');
  });

  it('reloads only when a navigation changes the market', () => {
    const revalidates = (from: string, to: string) =>
      shouldRevalidate({
        currentUrl: new URL(`http://store.test${from}`),
        nextUrl: new URL(`http://store.test${to}`),
        defaultShouldRevalidate: true,
      } as unknown as RevalidateArgs);
    expect(revalidates('/pl', '/pl/koszyk')).toBe(false);
    expect(revalidates('/pl/koszyk', '/pl/koszyk?x=1')).toBe(false);
    expect(revalidates('/pl', '/cz')).toBe(true);
    expect(revalidates('/xx', '/pl')).toBe(false);
  });

  it('titles the 404 and error pages it renders, and leaves other titles to the pages', async () => {
    const loaderData = await serverLoad('/cz/nic');
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
    expect(meta({ loaderData, error: notFound } as unknown as MetaArgs)).toEqual([
      { title: 'Stránka nenalezena | Audiora' },
      { property: 'og:title', content: 'Stránka nenalezena | Audiora' },
    ]);
    expect(meta({ loaderData, error: new Error('boom') } as unknown as MetaArgs)).toEqual([
      { title: 'Něco se pokazilo | Audiora' },
      { property: 'og:title', content: 'Něco se pokazilo | Audiora' },
    ]);
    expect(meta({ loaderData, error: undefined } as unknown as MetaArgs)).toEqual([]);
  });
});
