import type { ApiAreaContext } from '../area-context';

/** Registers the library area's routes and commands. */
export const registerLibraryArea = (_ctx: ApiAreaContext): void => {};
