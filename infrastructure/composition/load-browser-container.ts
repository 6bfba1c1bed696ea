import { WIRE_SCHEMA_SLICES } from '../http/wire-schema-slices';
import type { ContainerConfig } from './container-config';
import type { ServiceContainer } from './tokens';

/** Gives the main thread back to the browser (input, frames) before the next step. */
export type YieldToBrowser = () => Promise<void>;

const nextTask: YieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The browser's container, its module graph evaluated slice by slice so that none of them is a long task: run at
 * once, zod and the wire schemas were one task of 18-25 ms on a server core, about four times that on a mid-range phone.
 * The graph is fetched at once all the same: the build makes each of these imports preload all of it (vite.config.ts).
 */
export const loadBrowserContainer = async (
  config: ContainerConfig,
  yieldToBrowser: YieldToBrowser = nextTask,
  slices: readonly (() => Promise<unknown>)[] = WIRE_SCHEMA_SLICES,
): Promise<ServiceContainer> => {
  for (const slice of slices) {
    await slice();
    await yieldToBrowser();
  }
  const { createContainer } = await import('./create-container');
  return createContainer(config);
};
