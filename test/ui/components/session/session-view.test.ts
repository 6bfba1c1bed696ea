import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AuthState, type AuthStatus, INITIAL_AUTH_STATE } from '#domain/auth/auth-state';
import { sessionView } from '#ui/components/session/session-view';
import { aUser } from '#test/support/mothers/user.mother';

const VISITOR: AuthState = { status: 'fetched', user: null };
const member: AuthState = { status: 'fetched', user: aUser({ isClubMember: true }) };

const anyState = fc.record({
  status: fc.constantFrom<AuthStatus>('idle', 'pending', 'fetched'),
  user: fc.constantFrom(null, aUser()),
});

describe('sessionView', () => {
  it('while hydrating, shows what the server knew whatever the store says', () => {
    fc.assert(
      fc.property(anyState, fc.boolean(), (store, hint) => {
        expect(sessionView(store, hint, false)).toEqual(hint ? INITIAL_AUTH_STATE : VISITOR);
      }),
    );
  });

  it("after hydrating, shows the store's answer once it has one", () => {
    expect(sessionView(member, false, true)).toBe(member);
    expect(sessionView(member, true, true)).toBe(member);
    expect(sessionView(VISITOR, true, true)).toBe(VISITOR);
  });

  it('keeps a visitor without the loggedIn cookie signed out while the check runs, and waits for anyone else', () => {
    for (const status of ['idle', 'pending'] as const) {
      expect(sessionView({ status, user: null }, false, true)).toEqual(VISITOR);
      expect(sessionView({ status, user: null }, true, true)).toEqual(INITIAL_AUTH_STATE);
    }
  });
});
