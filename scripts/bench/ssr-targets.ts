// What `npm run bench:ssr` requests, taken from the running server so the paths are real: the shell, home, category
// and audiobook pages, a hashed asset the home page links, and an API call.
import { categoryProductsSchema } from '#contract/category-products.schema';
import { categoryListSchema } from '#contract/category.schema';
import type { CategoryId } from '#domain/catalog/category';
import { categoryPathId } from '#domain/routing/category-path-id';
import { pathFor } from '#domain/routing/path-for';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';

/** A browser's user agent: crawlers are served complete documents, visitors a stream. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface SsrPage {
  readonly name: 'shell' | 'home' | 'category' | 'audiobook';
  readonly path: string;
  /** quality-bar.md: p50 time to first byte at one connection. */
  readonly ttfbGoalMs: number;
}

export interface SsrTargets {
  readonly pages: readonly SsrPage[];
  /** The home page, also among `pages`: the one the floor renders and the saturation runs load. */
  readonly home: SsrPage;
  /** The home page as the server sent it, for the floor to render. */
  readonly homeHtml: string;
  /** A hashed file under /assets/ that the home page links. */
  readonly assetPath: string;
  readonly apiPath: string;
}

const get = async (url: string) => {
  const response = await fetch(url, { headers: { 'user-agent': BROWSER_USER_AGENT } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
};

export const discoverTargets = async (origin: string): Promise<SsrTargets> => {
  const context = DEFAULT_ROUTING_CONTEXT;
  const apiPath = '/pl/v2/categories';
  const categories = categoryListSchema.parse(await (await get(`${origin}${apiPath}`)).json());
  const topLevel = categories._embedded['app:category'].find((c) => c.parent_id === null);
  if (!topLevel) throw new Error('No top-level category in pl');
  const products = categoryProductsSchema.parse(
    await (await get(`${origin}/pl/v2/categories/${encodeURIComponent(topLevel.slug)}/products?limit=15`)).json(),
  );
  const audiobook = products._embedded['app:product'].find((p) => p.type === 'audiobook');
  if (!audiobook) throw new Error(`No audiobook in the category ${topLevel.slug}`);

  const homePath = pathFor('home', {}, 'pl', context);
  const homeHtml = await (await get(`${origin}${homePath}`)).text();
  const assetPath = /["'](\/assets\/[\w.-]+\.(?:css|js))["']/.exec(homeHtml)?.[1];
  if (!assetPath) throw new Error('The home page links no file under /assets/');
  await get(`${origin}${assetPath}`);

  const home: SsrPage = { name: 'home', path: homePath, ttfbGoalMs: 30 };
  return {
    pages: [
      { name: 'shell', path: pathFor('catalog', {}, 'en', context), ttfbGoalMs: 15 },
      home,
      {
        name: 'category',
        path: pathFor(
          'category',
          { id: categoryPathId({ id: topLevel.id as CategoryId, slug: topLevel.slug }) },
          'pl',
          context,
        ),
        ttfbGoalMs: 30,
      },
      { name: 'audiobook', path: pathFor('audiobook', { id: audiobook.id }, 'pl', context), ttfbGoalMs: 30 },
    ],
    home,
    homeHtml,
    assetPath,
    apiPath,
  };
};
