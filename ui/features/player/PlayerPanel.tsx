import { lazyWithServices } from '#ui/di/lazy-with-services';
import type { ConnectedPlayerPanelProps } from './ConnectedPlayerPanel';

/** The player page's controls: their code and the services come together, after the page's own. */
export const PlayerPanel = lazyWithServices<ConnectedPlayerPanelProps>(() => import('./ConnectedPlayerPanel'));
