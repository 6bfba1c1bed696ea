import type { ContainerConfig } from './container-config';
import type { ServiceContainer } from './tokens';

/** Gives the main thread back to the browser (input, frames) before the next step. */
export type YieldToBrowser = () => Promise<void>;

/**
 * The composition root's module graph, in the order it is evaluated, one slice per task. zod builds each wire schema
 * when its module runs; run at once, zod and the schemas were one task of 18-25 ms on a server core, about four times
 * that on a mid-range phone. Each slice alone takes a few milliseconds.
 */
export const BROWSER_CONTAINER_SLICES: readonly (() => Promise<unknown>)[] = [
  // zod itself, brought in by the smallest schema.
  () => import('../http/contract/device.schema'),
  // The home screen's sections, with the product, cover and person schemas they nest.
  () => import('../http/contract/screen.schema'),
  () => Promise.all([import('../http/contract/cart.schema'), import('../http/contract/me.schema')]),
];

const nextTask: YieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The browser's container, its modules evaluated slice by slice so that none of them is a long task. */
export const loadBrowserContainer = async (
  config: ContainerConfig,
  yieldToBrowser: YieldToBrowser = nextTask,
  slices: readonly (() => Promise<unknown>)[] = BROWSER_CONTAINER_SLICES,
): Promise<ServiceContainer> => {
  for (const slice of slices) {
    await slice();
    await yieldToBrowser();
  }
  const { createContainer } = await import('./create-container');
  return createContainer(config);
};
