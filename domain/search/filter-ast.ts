/** Algolia's numeric comparison operators. */
export const NUMERIC_OPERATORS = ['<', '<=', '=', '!=', '>=', '>'] as const;

export type NumericOperator = (typeof NUMERIC_OPERATORS)[number];

/** The grammar's keywords: an attribute spelled like one must be quoted. */
export const FILTER_KEYWORDS: readonly string[] = ['AND', 'OR', 'NOT', 'TO'];

/** `attr:value` (booleans too: `is_free:true`). */
export interface FacetPredicate {
  readonly kind: 'facet';
  readonly attribute: string;
  readonly value: string;
}

/** `attr >= 4`. */
export interface NumericPredicate {
  readonly kind: 'numeric';
  readonly attribute: string;
  readonly operator: NumericOperator;
  readonly value: number;
}

/** `attr:lo TO hi`, both ends included. */
export interface RangePredicate {
  readonly kind: 'range';
  readonly attribute: string;
  readonly lower: number;
  readonly upper: number;
}

export type Predicate = FacetPredicate | NumericPredicate | RangePredicate;

export interface Literal {
  readonly negated: boolean;
  readonly predicate: Predicate;
}

/** An OR of literals. */
export type OrGroup = readonly Literal[];

/**
 * A filter as Algolia accepts it: an AND of OR groups (conjunctive normal form). The empty list matches everything.
 * Algolia's grammar cannot express anything else: `(X AND Y) OR Z` and `NOT (...)` are rejected.
 */
export type FilterAst = readonly OrGroup[];

/** Why a filter string could not be read, and where (0-based); the reason is what the search API answers. */
export interface InvalidFilterError {
  readonly code: 'SEARCH.INVALID_FILTER';
  readonly position: number;
  readonly reason: string;
}
