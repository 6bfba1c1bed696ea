import { lazyWithServices } from '#ui/di/lazy-with-services';
// The (empty) area is in the server's HTML: its styles belong to the page's stylesheet.
import './ToastList.module.css';

/** Spec §2 shell toast area, bound to the toast queue; render it once per page. Its code arrives with the container. */
export const ToastRegion = lazyWithServices(() => import('./ConnectedToasts'));
