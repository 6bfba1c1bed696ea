import { languageOf, type Locale } from '#domain/market/locale';
import { createContainer } from '#infrastructure/composition/create-container';
import type { PortOverrides } from '#infrastructure/composition/port-overrides';
import type { RootData } from '#ui/i18n/page-meta';
import { translationsUrl } from '#ui/i18n/translation-files';
import { loadTranslations } from '#ui/i18n/translations';

/** What a page's loader or action is called with on the server: its URL, params, request and load context. */
export const pageArgs = (
  path: string,
  options: {
    readonly params?: Record<string, string>;
    readonly ports?: PortOverrides;
    readonly cookie?: string;
    readonly method?: string;
    readonly legacyStoreHost?: string;
  } = {},
) => {
  const url = new URL(`http://store.test${path}`);
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  return {
    url,
    request: new Request(url, { method: options.method ?? 'GET', headers }),
    params: options.params ?? {},
    context: {
      container: createContainer(
        {
          apiOrigin: 'http://api.test',
          brand: 'audiora',
          userAgent: 'test',
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        options.ports ?? {},
      ),
      brand: 'audiora',
      nonce: '',
      publicOrigin: 'https://audiora.example',
      ...(options.legacyStoreHost ? { legacyStoreHost: options.legacyStoreHost } : {}),
    },
  } as never;
};

/** What a loader threw (a 404 `data`, a redirect `Response`), or undefined when it returned. */
export const thrownBy = (run: () => Promise<unknown>): Promise<unknown> =>
  run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );

/** The status a loader's throw carries: a redirect `Response`'s, or a `data(…, { status })`'s. */
export const statusOf = (thrown: unknown): number | undefined =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } } | undefined)?.init?.status;

/** The root route's data of a market, for `meta` functions. */
export const rootData = async (locale: Locale): Promise<RootData> => {
  const lang = languageOf(locale);
  await loadTranslations(lang);
  return { locale, lang, brand: 'audiora', origin: 'https://audiora.example', textUrl: translationsUrl(lang) };
};

/** A `meta` function's arguments: the root's data of the market and the page's own. */
export const metaArgs = async (locale: Locale, loaderData: unknown) =>
  ({ loaderData, matches: [{ id: 'root', data: await rootData(locale) }] }) as never;
