import type { Locale } from '../market/locale';
import {
  PATH_LANGUAGE,
  type PathLanguage,
  PRODUCT_PLACEHOLDER,
  ROUTE_NAMES,
  ROUTE_TABLE,
  type RouteName,
} from './route-table';
import type { RoutingContext } from './routing-context';

/** One segment of a compiled pattern: fixed text (possibly naming the product) or a named parameter. */
export type PatternSegment =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string };

const compile = (pattern: string): readonly PatternSegment[] =>
  pattern === ''
    ? []
    : pattern
        .split('/')
        .map((part) =>
          part.startsWith(':') ? { kind: 'param', name: part.slice(1) } : { kind: 'literal', text: part },
        );

// Compiled once per path language, on its first use: matching runs on every navigation, a page's addresses in the
// eight markets need only the three languages' tables, and compiling them up front held back the storefront's start.
const compiled = new Map<PathLanguage, ReadonlyMap<RouteName, readonly PatternSegment[]>>();

const tableOf = (language: PathLanguage): ReadonlyMap<RouteName, readonly PatternSegment[]> => {
  let table = compiled.get(language);
  if (!table) {
    table = new Map(ROUTE_NAMES.map((name) => [name, compile(ROUTE_TABLE[name][language])]));
    compiled.set(language, table);
  }
  return table;
};

/** Spec §2: the segments of a route's path in a market, below the locale prefix. */
export const patternSegments = (name: RouteName, locale: Locale): readonly PatternSegment[] =>
  tableOf(PATH_LANGUAGE[locale]).get(name) ?? [];

/** Spec §2: a literal segment with the brand name put in (`join-{product}-club` -> `join-audiora-club`). */
export const literalText = (segment: { readonly text: string }, context: RoutingContext): string =>
  segment.text.replaceAll(PRODUCT_PLACEHOLDER, context.product);
