import type { ApiAreaContext } from '../area-context';

/** Registers the accounts area's routes and commands. */
export const registerAccountsArea = (_ctx: ApiAreaContext): void => {};
