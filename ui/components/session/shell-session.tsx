import { createContext, useContext } from 'react';
import type { User } from '#domain/auth/user';

/** What the shell shows of the session: who is signed in and the top bar's counts. */
export interface ShellSession {
  readonly user: User | null;
  readonly cartCount: number;
  readonly favouritesCount: number;
}

/**
 * The session as the server renders every page and the browser hydrates it: nobody known, no counts. It stays so
 * until the container and the auth check have answered.
 */
export const UNKNOWN_SESSION: ShellSession = { user: null, cartCount: 0, favouritesCount: 0 };

export const ShellSessionContext = createContext<ShellSession>(UNKNOWN_SESSION);

/** The signed-in user as the market's pages show it (null for a visitor, and until the auth check has answered). */
export const useSessionUser = (): User | null => useContext(ShellSessionContext).user;
