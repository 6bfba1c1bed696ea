import { lazyWithServices } from '#ui/di/lazy-with-services';

/**
 * The persistent player's place in the shell: its code waits for the services (the visitor's first intent), and the
 * bar's own code for the first title loaded.
 */
export const PlayerDock = lazyWithServices(() => import('./ConnectedPlayerBar'));
