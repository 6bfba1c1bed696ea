import { deeplinkFor } from '#server/catalogue/deeplink';
import { slugify } from '#server/catalogue/slugify';
import type { ScreenKey, SectionType } from '../schema';
import type { CategoryKey } from './content/category-keys';
import type { SeedLinkTarget } from './content/market-content';
import type { CategoryIndex } from './build-categories';
import type { RatingTotals } from './build-reviews';
import type { MarketSeedContext, SeededProduct } from './market-seed-context';
import type { Row, SeedRows } from './seed-rows';

const SWIMLANE_LENGTH = 12;

// The help centre's path in each market, as in domain/routing/route-table.ts (pl and cz have their own).
const HELP_CENTER_PATH: Readonly<Record<string, string>> = { pl: 'centrum-pomocy', cz: 'napoveda' };

interface Element {
  readonly label: string;
  readonly slug: string;
  readonly deeplink: string;
}

type SectionSpec =
  | {
      readonly key: string;
      readonly type: 'products-swimlane';
      readonly title: string;
      readonly products: readonly SeededProduct[];
    }
  | { readonly key: string; readonly type: 'item-sets'; readonly title: string; readonly elements: readonly Element[] }
  | {
      readonly key: string;
      readonly type: 'category-list';
      readonly title: string;
      readonly categories: readonly CategoryKey[];
    };

const average = (totals: RatingTotals | undefined): number =>
  totals && totals.count > 0 ? totals.sum / totals.count : 0;

/**
 * The market's screens: home (swimlanes of new, popular, free and club or discounted titles, podcasts, kids,
 * collections as item sets, the top-level categories), catalog, search (popular searches), web paywall and help centre.
 */
export const buildScreens = (
  ctx: MarketSeedContext,
  deps: {
    readonly categories: CategoryIndex;
    readonly audiobooks: readonly SeededProduct[];
    readonly cycles: readonly SeededProduct[];
    readonly podcasts: readonly SeededProduct[];
    readonly ratings: ReadonlyMap<string, RatingTotals>;
  },
): Partial<SeedRows> => {
  const { content } = ctx;
  const texts = content.screens;
  const all = [...deps.audiobooks, ...deps.cycles, ...deps.podcasts];
  const find = (type: SeededProduct['type'], key: string) => {
    const product = all.find((p) => p.type === type && p.key === key);
    if (!product) throw new Error(`No ${type} "${key}" in ${ctx.locale} for a screen element`);
    return product;
  };
  const elementFor = (label: string, target: SeedLinkTarget): Element => {
    if ('category' in target) {
      const slug = deps.categories.slug(target.category);
      return { label, slug, deeplink: deeplinkFor({ kind: 'category', slugOrId: slug }) };
    }
    const [type, key] =
      'cycle' in target
        ? (['cycle', target.cycle] as const)
        : 'podcast' in target
          ? (['podcast', target.podcast] as const)
          : (['audiobook', target.work] as const);
    const product = find(type, key);
    return { label, slug: product.slug, deeplink: deeplinkFor({ kind: type, id: product.id }) };
  };
  const top = (products: readonly SeededProduct[], by: (p: SeededProduct) => number) =>
    [...products].sort((a, b) => by(b) - by(a) || a.id.localeCompare(b.id)).slice(0, SWIMLANE_LENGTH);
  const popularity = (p: SeededProduct) => deps.ratings.get(p.id)?.count ?? 0;
  const rating = (p: SeededProduct) => average(deps.ratings.get(p.id));
  const categoryName = (key: CategoryKey) =>
    content.categories.flatMap((c) => [c, ...(c.children ?? [])]).find((c) => c.key === key)?.name ?? key;

  const picks = ctx.club
    ? top(
        deps.audiobooks.filter((p) => p.inSubscription),
        rating,
      )
    : top(
        deps.audiobooks.filter((p) => p.discounted),
        rating,
      );
  const collections: Element[] = [
    ...deps.cycles.map((cycle) => elementFor(content.cycles[cycle.key]?.title ?? cycle.slug, { cycle: cycle.key })),
    ...(['classics-local', 'kids-fairy-tales', 'crime-classic'] as const).map((key) =>
      elementFor(categoryName(key), { category: key }),
    ),
  ];

  const screens: Readonly<Record<ScreenKey, { readonly title: string; readonly sections: readonly SectionSpec[] }>> = {
    home: {
      title: texts.titles.home,
      sections: [
        {
          key: 'new',
          type: 'products-swimlane',
          title: texts.swimlanes.new,
          products: top(deps.audiobooks, (p) => p.publishedMs),
        },
        {
          key: 'popular',
          type: 'products-swimlane',
          title: texts.swimlanes.popular,
          products: top(deps.audiobooks, popularity),
        },
        { key: 'collections', type: 'item-sets', title: texts.collections, elements: collections },
        {
          key: 'free',
          type: 'products-swimlane',
          title: texts.swimlanes.free,
          products: [...deps.audiobooks.filter((p) => p.isFree), ...deps.podcasts],
        },
        { key: 'picks', type: 'products-swimlane', title: texts.swimlanes.picks, products: picks },
        { key: 'podcasts', type: 'products-swimlane', title: texts.swimlanes.podcasts, products: deps.podcasts },
        {
          key: 'kids',
          type: 'products-swimlane',
          title: texts.swimlanes.kids,
          products: top(
            deps.audiobooks.filter((p) => p.categoryKeys.includes('kids')),
            rating,
          ),
        },
        { key: 'categories', type: 'category-list', title: texts.categories, categories: deps.categories.topLevel },
      ],
    },
    catalog: {
      title: texts.titles.catalog,
      sections: [
        { key: 'categories', type: 'category-list', title: texts.categories, categories: deps.categories.topLevel },
      ],
    },
    search: {
      title: texts.titles.search,
      sections: [
        {
          key: 'popular-searches',
          type: 'item-sets',
          title: texts.popularSearches,
          elements: texts.searches.map((item) => elementFor(item.label, item.target)),
        },
        {
          key: 'recommended',
          type: 'products-swimlane',
          title: texts.swimlanes.recommended,
          products: top(deps.audiobooks, rating),
        },
      ],
    },
    'web-paywall': {
      title: texts.titles.webPaywall,
      sections: [
        {
          key: 'benefits',
          type: 'item-sets',
          title: texts.benefitsTitle,
          elements: texts.benefits.map((label) => ({
            label,
            slug: slugify(label),
            deeplink: deeplinkFor({ kind: 'catalog' }),
          })),
        },
        { key: 'picks', type: 'products-swimlane', title: texts.swimlanes.picks, products: picks },
      ],
    },
    'help-center': {
      title: texts.titles.helpCenter,
      sections: [
        {
          key: 'topics',
          type: 'item-sets',
          title: texts.helpTopics,
          elements: content.helpCenter.map((category) => ({
            label: category.title,
            slug: category.slug,
            deeplink: `/${ctx.locale}/${HELP_CENTER_PATH[ctx.locale] ?? 'help-center'}/${category.slug}`,
          })),
        },
      ],
    },
  };

  const rows = {
    screens: [] as Row<'screens'>[],
    sections: [] as Row<'sections'>[],
    section_products: [] as Row<'section_products'>[],
    section_categories: [] as Row<'section_categories'>[],
    section_elements: [] as Row<'section_elements'>[],
  };
  for (const [key, screen] of Object.entries(screens) as [ScreenKey, (typeof screens)[ScreenKey]][]) {
    const screenId = ctx.ids.screen(key);
    rows.screens.push({ id: screenId, catalog_id: ctx.catalogId, key, title: screen.title });
    screen.sections.forEach((section, position) => {
      const sectionId = ctx.ids.section(key, section.key);
      const type: SectionType = section.type;
      rows.sections.push({ id: sectionId, screen_id: screenId, position, type, title: section.title });
      if (section.type === 'products-swimlane')
        section.products.forEach((product, i) =>
          rows.section_products.push({ section_id: sectionId, product_id: product.id, position: i }),
        );
      else if (section.type === 'category-list')
        section.categories.forEach((category, i) =>
          rows.section_categories.push({
            section_id: sectionId,
            category_id: deps.categories.id(category),
            position: i,
          }),
        );
      else
        section.elements.forEach((element, i) =>
          rows.section_elements.push({
            id: ctx.ids.element(sectionId, i),
            section_id: sectionId,
            position: i,
            ...element,
          }),
        );
    });
  }
  return rows;
};
