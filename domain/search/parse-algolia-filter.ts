import type { Facet, FacetGroups } from './algolia-config';

/** Why a filter string could not be read, and where. */
export interface InvalidFilterError {
  readonly code: 'SEARCH.INVALID_FILTER';
  readonly position: number;
  readonly reason: string;
}

/** The facet groups of a filter, or where it stopped making sense. */
export type ParsedAlgoliaFilter =
  | { readonly ok: true; readonly groups: FacetGroups }
  | { readonly ok: false; readonly error: InvalidFilterError };

type Operator = 'AND' | 'OR';

class FilterSyntaxError {
  constructor(
    readonly position: number,
    readonly reason: string,
  ) {}
}

const NAME_CHAR = /[A-Za-z0-9_.-]/;
const BARE_VALUE_CHAR = /[^\s()'"\\]/;

/** Reads one filter string left to right; each method consumes what it recognises or throws FilterSyntaxError. */
class FilterReader {
  private position = 0;

  constructor(private readonly text: string) {}

  readFilter(): FacetGroups {
    this.skipSpaces();
    if (this.atEnd()) return [];
    const items: (readonly Facet[])[] = [this.readItem()];
    const operators = new Set<Operator>();
    for (this.skipSpaces(); !this.atEnd(); this.skipSpaces()) {
      operators.add(this.readOperator());
      items.push(this.readItem());
    }
    if (operators.size > 1) throw new FilterSyntaxError(0, 'AND and OR mixed without parentheses');
    // A bare `a:'x' OR b:'y'` is one group; otherwise every item is a group of its own.
    return operators.has('OR') ? [items.flat()] : items;
  }

  private readItem(): readonly Facet[] {
    this.skipSpaces();
    if (this.peek() !== '(') return [this.readTerm()];
    this.position += 1;
    this.skipSpaces();
    const facets = [this.readTerm()];
    for (this.skipSpaces(); this.peek() !== ')'; this.skipSpaces()) {
      if (this.atEnd()) throw new FilterSyntaxError(this.position, 'missing closing parenthesis');
      const operator = this.readOperator();
      if (operator !== 'OR') throw new FilterSyntaxError(this.position, 'only OR is allowed inside parentheses');
      this.skipSpaces();
      facets.push(this.readTerm());
    }
    this.position += 1;
    return facets;
  }

  private readOperator(): Operator {
    const start = this.position;
    const word = this.readWhile(/[A-Z]/);
    const next = this.peek();
    if ((word === 'AND' || word === 'OR') && (next === undefined || next === '(' || /\s/.test(next))) return word;
    throw new FilterSyntaxError(start, 'expected AND or OR');
  }

  private readTerm(): Facet {
    const start = this.position;
    const name = this.readWhile(NAME_CHAR);
    if (name === '' || this.peek() !== ':') throw new FilterSyntaxError(start, 'expected name:value');
    this.position += 1;
    const quote = this.peek();
    const value = quote === "'" || quote === '"' ? this.readQuoted(quote) : this.readWhile(BARE_VALUE_CHAR);
    if (value === '' && quote !== "'" && quote !== '"') throw new FilterSyntaxError(this.position, 'missing value');
    return { name, value };
  }

  private readQuoted(quote: string): string {
    const start = this.position;
    this.position += 1;
    let value = '';
    for (let c = this.peek(); c !== quote; c = this.peek()) {
      if (c === undefined) throw new FilterSyntaxError(start, 'unterminated quoted value');
      if (c === '\\') {
        this.position += 1;
        const escaped = this.peek();
        if (escaped === undefined) throw new FilterSyntaxError(start, 'unterminated quoted value');
        value += escaped;
      } else {
        value += c;
      }
      this.position += 1;
    }
    this.position += 1;
    return value;
  }

  private readWhile(pattern: RegExp): string {
    const start = this.position;
    while (!this.atEnd() && pattern.test(this.text.charAt(this.position))) this.position += 1;
    return this.text.slice(start, this.position);
  }

  private skipSpaces(): void {
    this.readWhile(/\s/);
  }

  private peek(): string | undefined {
    return this.atEnd() ? undefined : this.text.charAt(this.position);
  }

  private atEnd(): boolean {
    return this.position >= this.text.length;
  }
}

/**
 * Spec §7: reads a facet filter back into groups (every group must match; any facet matches a group). It
 * accepts the subset of the hosted service's syntax that facet filters use: `name:value`, `name:'quoted'`
 * or `name:"quoted"` with backslash escapes, parenthesised OR groups joined by AND, or one bare OR chain.
 * Numeric comparisons, NOT and AND inside parentheses are refused. Total: never throws.
 */
export const parseAlgoliaFilter = (filter: string): ParsedAlgoliaFilter => {
  try {
    return { ok: true, groups: new FilterReader(filter).readFilter() };
  } catch (error) {
    if (!(error instanceof FilterSyntaxError)) throw error;
    return { ok: false, error: { code: 'SEARCH.INVALID_FILTER', position: error.position, reason: error.reason } };
  }
};

/** Spec §7 (used by the reference search server): whether a record's facet values satisfy every group. */
export const matchesFacetGroups = (
  groups: FacetGroups,
  recordFacets: Readonly<Record<string, readonly string[] | undefined>>,
): boolean =>
  groups.every((group) =>
    group.some((facet) =>
      (recordFacets[facet.name] ?? []).some((value) => value.toLowerCase() === facet.value.toLowerCase()),
    ),
  );
