import type { Locale } from '#domain/market/locale';
import { deterministicId } from './deterministic-id';

/** The deterministic ids of one market's demo rows: the same name gives the same id, another market another id. */
export const seedIds = (locale: Locale) => {
  const id = (...parts: readonly (string | number)[]) => deterministicId([locale, ...parts].join('/'));
  return {
    category: (key: string) => id('category', key),
    audiobook: (workKey: string) => id('product', workKey),
    cycle: (key: string) => id('cycle', key),
    podcast: (key: string) => id('podcast', key),
    cover: (productKey: string) => id('cover', productKey),
    author: (key: string) => id('author', key),
    lector: (name: string) => id('lector', name),
    publisher: (key: string) => id('publisher', key),
    chapter: (workKey: string, position: number) => id('chapter', workKey, position),
    episode: (podcastKey: string, position: number) => id('episode', podcastKey, position),
    review: (productId: string, n: number) => id('review', productId, n),
    screen: (key: string) => id('screen', key),
    section: (screenKey: string, sectionKey: string) => id('section', screenKey, sectionKey),
    element: (sectionId: string, position: number) => id('element', sectionId, position),
    helpCategory: (slug: string) => id('help', slug),
    helpQuestion: (categorySlug: string, slug: string) => id('help', categorySlug, slug),
    legalPage: (kind: string) => id('legal', kind),
  };
};

export type SeedIds = ReturnType<typeof seedIds>;
