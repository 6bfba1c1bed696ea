import type { AuthState } from './auth-state';
import type { User } from './user';

/** Where a sign-in, sign-out or update happened: here, or in another tab that broadcast it. */
export type AuthOrigin = 'this-tab' | 'other-tab';

/** What happened to the session, in the past tense. */
export type AuthEvent =
  | { readonly type: 'startCheckRequested' }
  | { readonly type: 'profileLoaded'; readonly user: User }
  /**
   * The start check ended without a user: `noSession` when the server said nobody is signed in, `unreachable` when
   * it gave no answer (offline, an outage, a request the browser dropped as the page went away).
   */
  | { readonly type: 'profileLoadFailed'; readonly reason: ProfileFailure }
  | { readonly type: 'signedIn'; readonly user: User; readonly origin: AuthOrigin }
  | { readonly type: 'signedOut'; readonly origin: AuthOrigin }
  | { readonly type: 'userUpdated'; readonly user: User; readonly origin: AuthOrigin };

/** Why the start check found no user. */
export type ProfileFailure = 'noSession' | 'unreachable';

/** Spec §4: what other tabs are told. */
export type AuthBroadcast =
  | { readonly type: 'signedIn'; readonly user: User }
  | { readonly type: 'signedOut' }
  | { readonly type: 'userUpdated'; readonly user: User };

/** What the auth use case must do next through its ports. */
export type AuthCommand =
  | { readonly type: 'loadProfile' }
  | { readonly type: 'setLoggedInCookie' }
  | { readonly type: 'removeLoggedInCookie' }
  | { readonly type: 'syncTokens' }
  | { readonly type: 'broadcast'; readonly message: AuthBroadcast };

export interface AuthTransition {
  readonly state: AuthState;
  readonly commands: readonly AuthCommand[];
}

const stay = (state: AuthState): AuthTransition => ({ state, commands: [] });

// Another tab already set or removed the shared cookie and broadcast the change: only this tab's own changes are echoed.
const local = (origin: AuthOrigin, commands: readonly AuthCommand[]): readonly AuthCommand[] =>
  origin === 'this-tab' ? commands : [];

/**
 * Spec §4 auth: the start check runs only from idle (-> pending, load the profile); a loaded profile marks
 * the user logged in (cookie loggedIn) and syncs tokens; a failure clears the user, and removes the cookie when the
 * server said there is no session (an unanswered check proves nothing, so the next page asks again);
 * both end fetched, and only answer a pending check (a late answer cannot undo a sign-in or sign-out).
 * Sign-in, sign-out and update end fetched and are broadcast unless they came from another tab.
 */
export const authReducer = (state: AuthState, event: AuthEvent): AuthTransition => {
  switch (event.type) {
    case 'startCheckRequested':
      return state.status === 'idle'
        ? { state: { ...state, status: 'pending' }, commands: [{ type: 'loadProfile' }] }
        : stay(state);
    case 'profileLoaded':
      return state.status === 'pending'
        ? {
            state: { status: 'fetched', user: event.user },
            commands: [{ type: 'setLoggedInCookie' }, { type: 'syncTokens' }],
          }
        : stay(state);
    case 'profileLoadFailed':
      return state.status === 'pending'
        ? {
            state: { status: 'fetched', user: null },
            commands: event.reason === 'noSession' ? [{ type: 'removeLoggedInCookie' }] : [],
          }
        : stay(state);
    case 'signedIn':
      return {
        state: { status: 'fetched', user: event.user },
        commands: local(event.origin, [
          { type: 'setLoggedInCookie' },
          { type: 'broadcast', message: { type: 'signedIn', user: event.user } },
        ]),
      };
    case 'signedOut':
      return {
        state: { status: 'fetched', user: null },
        commands: local(event.origin, [
          { type: 'removeLoggedInCookie' },
          { type: 'broadcast', message: { type: 'signedOut' } },
        ]),
      };
    case 'userUpdated':
      return {
        state: { status: 'fetched', user: event.user },
        commands: local(event.origin, [{ type: 'broadcast', message: { type: 'userUpdated', user: event.user } }]),
      };
  }
};

/** Spec §4: a broadcast from another tab as the event this tab applies. */
export const eventFromBroadcast = (message: AuthBroadcast): AuthEvent => ({ ...message, origin: 'other-tab' });
