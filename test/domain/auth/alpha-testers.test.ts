import { describe, expect, it } from 'vitest';
import { isAlphaTester, NO_ALPHA_TESTERS, parseAlphaTesters } from '#domain/auth/alpha-testers';

const testersOf = (list: string) => {
  const parsed = parseAlphaTesters(list);
  if (!parsed.ok) throw new Error(`unexpected ${parsed.error.entry}`);
  return parsed.value;
};

describe('alpha testers', () => {
  it('names whole addresses and whole domains, whatever their case and the spaces around them', () => {
    const testers = testersOf(' Ada@Example.com , @Team.Audiora.example,, ');
    expect(isAlphaTester(testers, 'ada@example.com')).toBe(true);
    expect(isAlphaTester(testers, 'ADA@EXAMPLE.COM')).toBe(true);
    expect(isAlphaTester(testers, 'grace@team.audiora.example')).toBe(true);
    expect(isAlphaTester(testers, 'bob@example.com')).toBe(false);
    // A domain names itself only, not its parents or children.
    expect(isAlphaTester(testers, 'x@audiora.example')).toBe(false);
    expect(isAlphaTester(testers, 'x@eu.team.audiora.example')).toBe(false);
  });

  it('nobody is one without a list, and an empty list is nobody', () => {
    expect(isAlphaTester(NO_ALPHA_TESTERS, 'ada@example.com')).toBe(false);
    expect(isAlphaTester(testersOf(''), 'ada@example.com')).toBe(false);
  });

  it('refuses an entry that is neither an address nor @domain, naming it', () => {
    for (const bad of ['ada', 'ada@', '@', '@localhost', 'a b@example.com', 'ada@@example.com'])
      expect(parseAlphaTesters(`ok@example.com, ${bad}`)).toEqual({
        ok: false,
        error: { code: 'INVALID_ALPHA_TESTER_ENTRY', entry: bad },
      });
  });

  it('a string that is not an address is never a tester', () => {
    expect(isAlphaTester(testersOf('@example.com'), 'example.com')).toBe(false);
    expect(isAlphaTester(testersOf('@example.com'), '@example.com')).toBe(false);
  });
});
