import type { ApiAreaContext } from '../area-context';

/** Registers the commerce area's routes and commands. */
export const registerCommerceArea = (_ctx: ApiAreaContext): void => {};
