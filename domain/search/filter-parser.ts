import { err, ok, type Result } from '../shared/result';
import {
  FILTER_KEYWORDS,
  type FilterAst,
  type InvalidFilterError,
  type Literal,
  type NumericOperator,
  type OrGroup,
  type Predicate,
} from './filter-ast';

type Token =
  | { readonly type: 'word'; readonly text: string; readonly at: number }
  | { readonly type: 'quoted'; readonly text: string; readonly at: number }
  | { readonly type: 'op'; readonly text: ':' | NumericOperator; readonly at: number }
  | { readonly type: '(' | ')'; readonly at: number };

/** Thrown inside the parser only, to unwind to parseFilters, which answers it as an InvalidFilterError. */
class Refused {
  constructor(
    readonly position: number,
    readonly reason: string,
  ) {}
}

const SPECIAL = new Set([' ', '\t', '\n', '\r', '(', ')', "'", '"', ':', '<', '>', '=', '!']);
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

const tokenize = (input: string): Token[] => {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i] as string;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({ type: c, at: i++ });
    } else if (c === "'" || c === '"') {
      const at = i++;
      let text = '';
      for (;;) {
        if (i >= input.length) throw new Refused(at, `Unterminated quoted string at col ${at + 1}`);
        const d = input[i++] as string;
        if (d === c) break;
        if (d === '\\') {
          if (i >= input.length) throw new Refused(at, `Unterminated quoted string at col ${at + 1}`);
          text += input[i++];
        } else {
          text += d;
        }
      }
      tokens.push({ type: 'quoted', text, at });
    } else if (c === ':' || c === '=') {
      tokens.push({ type: 'op', text: c, at: i++ });
    } else if (c === '<' || c === '>' || c === '!') {
      const two = input[i + 1] === '=';
      if (c === '!' && !two) throw new Refused(i, `Unexpected '!' at col ${i + 1}`);
      tokens.push({ type: 'op', text: (two ? `${c}=` : c) as NumericOperator, at: i });
      i += two ? 2 : 1;
    } else {
      const at = i;
      while (i < input.length && !SPECIAL.has(input[i] as string)) i++;
      tokens.push({ type: 'word', text: input.slice(at, i), at });
    }
  }
  return tokens;
};

const isKeyword = (t: Token | undefined, keyword: string) => t?.type === 'word' && t.text === keyword;

/** Reads the tokens into CNF; each level returns a list of OR groups, or throws Refused. */
const parseTokens = (tokens: readonly Token[], end: number): FilterAst => {
  let pos = 0;
  const peek = () => tokens[pos];
  const positionOf = (t: Token | undefined) => t?.at ?? end;
  const describe = (t: Token | undefined) =>
    t === undefined ? 'end of filter' : `'${'text' in t ? t.text : t.type}' at col ${t.at + 1}`;
  const fail = (expected: string): never => {
    throw new Refused(positionOf(peek()), `Unexpected ${describe(peek())}, expected ${expected}`);
  };

  const number = (t: Token | undefined): number => {
    if (t?.type !== 'word' || !NUMBER.test(t.text)) return fail('a number');
    pos++;
    return Number(t.text);
  };

  const predicate = (): Predicate => {
    const name = peek();
    if (
      (name?.type !== 'word' && name?.type !== 'quoted') ||
      (name.type === 'word' && FILTER_KEYWORDS.includes(name.text))
    ) {
      return fail('an attribute');
    }
    pos++;
    const attribute = name.text;
    const op = peek();
    if (op?.type !== 'op') return fail("':' or a comparison");
    pos++;
    if (op.text !== ':') return { kind: 'numeric', attribute, operator: op.text, value: number(peek()) };
    const value = peek();
    if (value?.type !== 'word' && value?.type !== 'quoted') return fail('a value');
    if (value.type === 'word' && isKeyword(tokens[pos + 1], 'TO')) {
      const lower = number(value);
      pos++; // TO
      return { kind: 'range', attribute, lower, upper: number(peek()) };
    }
    pos++;
    return { kind: 'facet', attribute, value: value.text };
  };

  const unary = (): FilterAst => {
    if (isKeyword(peek(), 'NOT')) {
      pos++;
      const group = peek();
      if (group?.type === '(') throw new Refused(group.at, `NOT cannot negate a group (col ${group.at})`);
      return [[{ negated: true, predicate: predicate() }]];
    }
    if (peek()?.type === '(') {
      pos++;
      const inner = conjunction();
      if (peek()?.type !== ')') return fail("')'");
      pos++;
      return inner;
    }
    return [[{ negated: false, predicate: predicate() }]];
  };

  const disjunction = (): FilterAst => {
    let at = positionOf(peek());
    const first = unary();
    if (!isKeyword(peek(), 'OR')) return first;
    const literals: Literal[] = [];
    const take = (part: FilterAst) => {
      if (part.length !== 1) {
        throw new Refused(at, 'Filter combinations such as (X AND Y) OR Z are not allowed: use an AND of OR groups');
      }
      literals.push(...(part[0] as OrGroup));
    };
    take(first);
    while (isKeyword(peek(), 'OR')) {
      pos++;
      at = positionOf(peek());
      take(unary());
    }
    return [literals];
  };

  const conjunction = (): FilterAst => {
    const groups = [...disjunction()];
    while (isKeyword(peek(), 'AND')) {
      pos++;
      groups.push(...disjunction());
    }
    return groups;
  };

  if (tokens.length === 0) return [];
  const ast = conjunction();
  if (pos < tokens.length) fail('AND, OR or the end of the filter');
  return ast;
};

/**
 * Spec §7 (Algolia's `filters` syntax): a filter string as an AND of OR groups: `attr:value`, `attr:'quoted \' value'`
 * (or double quotes, backslash escapes), `attr op number`, `attr:lo TO hi`, NOT, AND, OR and parentheses, OR binding
 * tighter than AND as in Algolia. Refuses what Algolia rejects, `(X AND Y) OR Z` and `NOT (...)` among them, and
 * unquoted keywords as attributes. Total: never throws.
 */
export const parseFilters = (input: string): Result<FilterAst, InvalidFilterError> => {
  try {
    return ok(parseTokens(tokenize(input), input.length));
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return err({ code: 'SEARCH.INVALID_FILTER', position: error.position, reason: error.reason });
  }
};
