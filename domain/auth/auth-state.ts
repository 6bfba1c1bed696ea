import type { User } from './user';

/** Spec §3, §4: auth status; the start check runs only from idle. */
export type AuthStatus = 'idle' | 'pending' | 'fetched';

/** Spec §3 client user state (data and status). */
export interface AuthState {
  readonly status: AuthStatus;
  readonly user: User | null;
}

/** Spec §3: nobody known and nothing checked yet. */
export const INITIAL_AUTH_STATE: AuthState = { status: 'idle', user: null };

/** Spec §2 shell: the user button shows a spinner until the auth status is fetched. */
export const isAuthSettled = (state: AuthState): boolean => state.status === 'fetched';

/** Spec §3, §6: the client user state's `isAlphaTester`, derived from the signed-in user; a visitor is never one. */
export const isAlphaTesterState = (state: AuthState): boolean => state.user?.isAlphaTester === true;
