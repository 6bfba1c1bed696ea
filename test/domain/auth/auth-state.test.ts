import { describe, expect, it } from 'vitest';
import { INITIAL_AUTH_STATE, isAlphaTesterState } from '#domain/auth/auth-state';
import { aUser } from '#test/support/mothers/user.mother';

describe('isAlphaTester in the client user state (spec §3, §6)', () => {
  it('is true for a signed-in alpha tester only', () => {
    expect(isAlphaTesterState({ status: 'fetched', user: { ...aUser(), isAlphaTester: true } })).toBe(true);
    expect(isAlphaTesterState({ status: 'fetched', user: aUser() })).toBe(false);
    expect(isAlphaTesterState({ status: 'fetched', user: null })).toBe(false);
    expect(isAlphaTesterState(INITIAL_AUTH_STATE)).toBe(false);
  });
});
