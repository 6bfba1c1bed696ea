import { Bitset } from '../bitset';
import { FACET_ATTRIBUTES, type FacetAttribute, NUMERIC_ATTRIBUTES, type NumericAttribute } from '../search-record';
import type { FilterAst, Literal, NumericOperator } from '#domain/search/filter-ast';

/** What a filter is evaluated against: an index's facet bitsets and numeric columns. */
export interface FilterColumns {
  /** Every live document. */
  all(): Bitset;
  /** Documents having this value (compared case-insensitively), or undefined when none has it. */
  facet(attribute: FacetAttribute, value: string): Bitset | undefined;
  /** Documents whose value satisfies the test. */
  numeric(attribute: NumericAttribute, test: (value: number) => boolean): Bitset;
}

/** A filter naming an attribute this engine cannot filter on; answered as a 400 like a syntax error. */
export class UnknownFilterAttributeError extends Error {
  override readonly name = 'UnknownFilterAttributeError';
}

const isFacet = (name: string): name is FacetAttribute => (FACET_ATTRIBUTES as readonly string[]).includes(name);
const isNumeric = (name: string): name is NumericAttribute => (NUMERIC_ATTRIBUTES as readonly string[]).includes(name);

const compare = (operator: NumericOperator, bound: number) => {
  switch (operator) {
    case '<':
      return (v: number) => v < bound;
    case '<=':
      return (v: number) => v <= bound;
    case '=':
      return (v: number) => v === bound;
    case '!=':
      return (v: number) => v !== bound;
    case '>=':
      return (v: number) => v >= bound;
    case '>':
      return (v: number) => v > bound;
  }
};

const literalSet = (columns: FilterColumns, literal: Literal): Bitset => {
  const p = literal.predicate;
  let set: Bitset;
  if (p.kind === 'facet') {
    if (isFacet(p.attribute)) {
      // A category is named by its slug or its id.
      set = Bitset.copyOf(columns.facet(p.attribute, p.value) ?? new Bitset());
      if (p.attribute === 'category') set.or(columns.facet('category_id', p.value) ?? new Bitset());
    } else if (isNumeric(p.attribute) && /^-?\d+(\.\d+)?$/.test(p.value)) {
      set = columns.numeric(p.attribute, compare('=', Number(p.value)));
    } else {
      throw new UnknownFilterAttributeError(`Unknown facet attribute '${p.attribute}'`);
    }
  } else {
    if (!isNumeric(p.attribute)) throw new UnknownFilterAttributeError(`Unknown numeric attribute '${p.attribute}'`);
    const test = p.kind === 'range' ? (v: number) => v >= p.lower && v <= p.upper : compare(p.operator, p.value);
    set = columns.numeric(p.attribute, test);
  }
  return literal.negated ? columns.all().andNot(set) : set;
};

/** The documents a filter selects: each OR group is a union, the groups are intersected (Algolia's semantics). */
export const evaluateFilters = (columns: FilterColumns, ast: FilterAst): Bitset => {
  const result = columns.all();
  for (const group of ast) {
    const union = new Bitset();
    for (const literal of group) union.or(literalSet(columns, literal));
    result.and(union);
  }
  return result;
};
