import { quoteFacetValue } from './algolia-filter';
import { FILTER_KEYWORDS, type FilterAst, type Literal, type Predicate } from './filter-ast';

const SIMPLE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

const attribute = (name: string) =>
  SIMPLE.test(name) && !FILTER_KEYWORDS.includes(name) ? name : quoteFacetValue(name);

const predicate = (p: Predicate): string => {
  switch (p.kind) {
    case 'facet':
      return `${attribute(p.attribute)}:${quoteFacetValue(p.value)}`;
    case 'numeric':
      return `${attribute(p.attribute)} ${p.operator} ${String(p.value)}`;
    case 'range':
      return `${attribute(p.attribute)}:${String(p.lower)} TO ${String(p.upper)}`;
  }
};

const literal = (l: Literal) => (l.negated ? `NOT ${predicate(l.predicate)}` : predicate(l.predicate));

/** Spec §7: a filter in Algolia's syntax (the inverse of parseFilters), e.g. for facetFilters turned into `filters`. */
export const printFilters = (ast: FilterAst): string =>
  ast
    .map((group) => (group.length === 1 ? literal(group[0] as Literal) : `(${group.map(literal).join(' OR ')})`))
    .join(' AND ');
