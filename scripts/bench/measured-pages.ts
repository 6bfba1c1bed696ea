// The pages the browser benchmarks (`bench:lighthouse`, `bench:mainthread`) load in a market, found through the
// storefront's own use cases and the API of the running server, so every path is real.
import type { Locale } from '#domain/market/locale';
import { categoryPathId } from '#domain/routing/category-path-id';
import { pathFor } from '#domain/routing/path-for';
import { DEFAULT_ROUTING_CONTEXT } from '#domain/routing/routing-context';
import { createContainer } from '#infrastructure/composition/create-container';
import { TOKENS } from '#infrastructure/composition/tokens';

export type PageType = 'home' | 'category' | 'search' | 'audiobook' | 'podcast' | 'help';

export interface MeasuredPage {
  readonly type: PageType;
  /** `${locale} ${type}`, for tables. */
  readonly name: string;
  readonly path: string;
}

type Container = ReturnType<typeof createContainer>;

/** The first audiobook of a market's home screen, as a visitor meets it first. */
const firstAudiobookOf = async (container: Container, locale: Locale) => {
  const home = await container.get(TOKENS.LoadHomeScreen).execute({ locale });
  if (!home.ok) throw new Error(`Could not read the home screen of ${locale}: ${home.error.code}`);
  const audiobook = home.value
    .flatMap((section) => (section.type === 'products-swimlane' ? section.products : []))
    .find((product) => product.type === 'audiobook');
  if (!audiobook) throw new Error(`No audiobook on the home screen of ${locale} to measure`);
  return audiobook;
};

/**
 * What a visitor looking for that audiobook's author types: the surname. Search matches titles and the people
 * credited, not category names, so a genre's name would measure the page without results.
 */
const searchPhraseFor = (audiobook: { readonly authors: string; readonly name: string }): string => {
  const [author = ''] = audiobook.authors.split(',');
  return author.trim().split(/\s+/).at(-1) || audiobook.name;
};

/** The newest podcast of a market, from the API. */
const firstPodcastOf = async (origin: string, locale: Locale): Promise<{ readonly id: string }> => {
  const response = await fetch(`${origin}/${locale}/v2/podcasts?limit=1&_f[noLinks]=1`);
  if (!response.ok) throw new Error(`Could not list the podcasts of ${locale}: ${response.status}`);
  const body = (await response.json()) as { _embedded: { 'app:product': { id: string }[] } };
  const [podcast] = body._embedded['app:product'];
  if (!podcast) throw new Error(`No podcast in ${locale} to measure`);
  return podcast;
};

/**
 * The measured pages of a market: its home, its first top-level category, a search, an audiobook, a podcast and the
 * help centre.
 */
export const measuredPagesOf = async (origin: string, locale: Locale): Promise<readonly MeasuredPage[]> => {
  const container = createContainer({ apiOrigin: origin, brand: 'audiora', userAgent: 'AudioraBench/1.0 (Node)' });
  const categories = await container.get(TOKENS.ListCategories).execute({ locale, topLevelOnly: true });
  if (!categories.ok) throw new Error(`Could not list the categories of ${locale}: ${categories.error.code}`);
  const [category] = categories.value;
  if (!category) throw new Error(`No categories in ${locale} to measure`);
  const audiobook = await firstAudiobookOf(container, locale);
  const podcast = await firstPodcastOf(origin, locale);
  const context = DEFAULT_ROUTING_CONTEXT;
  const search = new URLSearchParams({ phrase: searchPhraseFor(audiobook) });
  const page = (type: PageType, path: string): MeasuredPage => ({ type, name: `${locale} ${type}`, path });
  return [
    page('home', pathFor('home', {}, locale, context)),
    page('category', pathFor('category', { id: categoryPathId(category) }, locale, context)),
    page('search', `${pathFor('search', {}, locale, context)}?${search}`),
    page('audiobook', pathFor('audiobook', { id: audiobook.id }, locale, context)),
    page('podcast', pathFor('podcast', { id: podcast.id }, locale, context)),
    page('help', pathFor('helpCenter', {}, locale, context)),
  ];
};
