import type { ApiAreaContext } from '../area-context';

/** Registers the identity area's routes and commands. */
export const registerIdentityArea = (_ctx: ApiAreaContext): void => {};
