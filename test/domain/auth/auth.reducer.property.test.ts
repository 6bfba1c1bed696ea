import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_AUTH_STATE } from '#domain/auth/auth-state';
import { authReducer } from '#domain/auth/auth.reducer';
import { authEventArbitrary, authStateArbitrary } from '#test/support/arbitraries/auth.arbitrary';

describe('auth reducer properties', () => {
  it('loads the profile only when leaving idle, and never leaves fetched for an earlier status', () => {
    fc.assert(
      fc.property(authStateArbitrary, authEventArbitrary, (state, event) => {
        const { state: next, commands } = authReducer(state, event);
        const loads = commands.some((c) => c.type === 'loadProfile');
        expect(loads).toBe(state.status === 'idle' && event.type === 'startCheckRequested');
        if (state.status === 'fetched') expect(next.status).toBe('fetched');
      }),
    );
  });

  it('keeps the loggedIn cookie in step with the user: set only with a user, removed only without one', () => {
    fc.assert(
      fc.property(authStateArbitrary, authEventArbitrary, (state, event) => {
        const { state: next, commands } = authReducer(state, event);
        if (commands.some((c) => c.type === 'setLoggedInCookie')) expect(next.user).not.toBeNull();
        if (commands.some((c) => c.type === 'removeLoggedInCookie')) expect(next.user).toBeNull();
        if (next.user !== null) expect(next.status).toBe('fetched');
      }),
    );
  });

  it('never broadcasts what another tab broadcast', () => {
    fc.assert(
      fc.property(fc.array(authEventArbitrary, { maxLength: 15 }), (events) => {
        let state = INITIAL_AUTH_STATE;
        for (const event of events) {
          const transition = authReducer(state, event);
          const fromOtherTab = 'origin' in event && event.origin === 'other-tab';
          if (fromOtherTab) expect(transition.commands).toEqual([]);
          state = transition.state;
        }
      }),
    );
  });
});
