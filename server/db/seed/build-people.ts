import { slugify } from '#server/catalogue/slugify';
import type { AuthorKey } from './content/authors';
import type { PublisherKey } from './content/market-content';
import type { MarketSeedContext } from './market-seed-context';
import type { Row } from './seed-rows';

export interface PeopleIndex {
  readonly authorId: (key: AuthorKey) => string;
  readonly authorName: (key: AuthorKey) => string;
  readonly lectorIds: readonly string[];
  readonly lectorName: (id: string) => string;
  readonly publisherId: (key: PublisherKey) => string;
  readonly publisherName: (key: PublisherKey) => string;
}

const PUBLISHER_KEYS: readonly PublisherKey[] = ['classics', 'junior', 'studio', 'inkwell'];

/** Authors of the market's works, its lectors and its publishers, each with a slug unique in the catalogue. */
export const buildPeople = (
  ctx: MarketSeedContext,
  authorKeys: ReadonlySet<AuthorKey>,
): {
  readonly rows: { authors: Row<'authors'>[]; lectors: Row<'lectors'>[]; publishers: Row<'publishers'>[] };
  readonly index: PeopleIndex;
} => {
  const authorText = (key: AuthorKey) => {
    const text = ctx.content.authors[key];
    if (!text) throw new Error(`The ${ctx.locale} content has no author "${key}"`);
    return text;
  };
  const authors = [...authorKeys].map((key) => {
    const text = authorText(key);
    return {
      id: ctx.ids.author(key),
      catalog_id: ctx.catalogId,
      slug: slugify(text.name),
      name: text.name,
      description: text.bio,
    };
  });
  const lectors = ctx.content.lectors.map((text) => ({
    id: ctx.ids.lector(slugify(text.name)),
    catalog_id: ctx.catalogId,
    slug: slugify(text.name),
    name: text.name,
    description: text.bio,
  }));
  const publishers = PUBLISHER_KEYS.map((key) => {
    const text = ctx.content.publishers[key];
    return {
      id: ctx.ids.publisher(key),
      catalog_id: ctx.catalogId,
      slug: slugify(text.name),
      name: text.name,
      description: text.bio,
    };
  });
  const lectorNames = new Map(lectors.map((lector) => [lector.id, lector.name]));
  return {
    rows: { authors, lectors, publishers },
    index: {
      authorId: (key) => ctx.ids.author(key),
      authorName: (key) => authorText(key).name,
      lectorIds: lectors.map((lector) => lector.id),
      lectorName: (id) => lectorNames.get(id) ?? '',
      publisherId: (key) => ctx.ids.publisher(key),
      publisherName: (key) => ctx.content.publishers[key].name,
    },
  };
};
