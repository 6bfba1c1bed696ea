import { describe, expect, it } from 'vitest';
import { type AuthState, INITIAL_AUTH_STATE, isAuthSettled } from '#domain/auth/auth-state';
import { authReducer, eventFromBroadcast } from '#domain/auth/auth.reducer';
import { aUser } from '#test/support/mothers/user.mother';

const jan = aUser();
const pending: AuthState = { status: 'pending', user: null };
const signedIn: AuthState = { status: 'fetched', user: jan };
const signedOut: AuthState = { status: 'fetched', user: null };

describe('auth reducer (spec §3, §4)', () => {
  it('starts idle, with nobody, not settled', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ status: 'idle', user: null });
    expect(isAuthSettled(INITIAL_AUTH_STATE)).toBe(false);
  });

  it('runs the start check only from idle', () => {
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'startCheckRequested' })).toEqual({
      state: pending,
      commands: [{ type: 'loadProfile' }],
    });
    for (const state of [pending, signedIn, signedOut]) {
      expect(authReducer(state, { type: 'startCheckRequested' })).toEqual({ state, commands: [] });
    }
  });

  it('marks the user logged in and syncs tokens once the profile loads', () => {
    expect(authReducer(pending, { type: 'profileLoaded', user: jan })).toEqual({
      state: signedIn,
      commands: [{ type: 'setLoggedInCookie' }, { type: 'syncTokens' }],
    });
    expect(isAuthSettled(signedIn)).toBe(true);
  });

  it('clears the user and removes the cookie when the server says nobody is signed in, still fetched', () => {
    expect(authReducer(pending, { type: 'profileLoadFailed', reason: 'noSession' })).toEqual({
      state: signedOut,
      commands: [{ type: 'removeLoggedInCookie' }],
    });
  });

  it('clears the user but keeps the cookie when the check got no answer, so the next page asks again', () => {
    expect(authReducer(pending, { type: 'profileLoadFailed', reason: 'unreachable' })).toEqual({
      state: signedOut,
      commands: [],
    });
  });

  it('ignores a profile answer that arrives after the session changed elsewhere', () => {
    expect(authReducer(signedOut, { type: 'profileLoaded', user: jan })).toEqual({ state: signedOut, commands: [] });
    for (const reason of ['noSession', 'unreachable'] as const) {
      expect(authReducer(signedIn, { type: 'profileLoadFailed', reason })).toEqual({ state: signedIn, commands: [] });
    }
  });

  it('signs in here: sets the cookie and tells the other tabs', () => {
    expect(authReducer(signedOut, { type: 'signedIn', user: jan, origin: 'this-tab' })).toEqual({
      state: signedIn,
      commands: [{ type: 'setLoggedInCookie' }, { type: 'broadcast', message: { type: 'signedIn', user: jan } }],
    });
  });

  it('signs out here: removes the cookie and tells the other tabs', () => {
    expect(authReducer(signedIn, { type: 'signedOut', origin: 'this-tab' })).toEqual({
      state: signedOut,
      commands: [{ type: 'removeLoggedInCookie' }, { type: 'broadcast', message: { type: 'signedOut' } }],
    });
  });

  it('updates the user and tells the other tabs', () => {
    const member = aUser({ isClubMember: true });
    expect(authReducer(signedIn, { type: 'userUpdated', user: member, origin: 'this-tab' })).toEqual({
      state: { status: 'fetched', user: member },
      commands: [{ type: 'broadcast', message: { type: 'userUpdated', user: member } }],
    });
  });

  it('applies a broadcast from another tab without echoing it', () => {
    expect(authReducer(INITIAL_AUTH_STATE, eventFromBroadcast({ type: 'signedIn', user: jan }))).toEqual({
      state: signedIn,
      commands: [],
    });
    expect(authReducer(signedIn, eventFromBroadcast({ type: 'signedOut' }))).toEqual({
      state: signedOut,
      commands: [],
    });
  });
});
