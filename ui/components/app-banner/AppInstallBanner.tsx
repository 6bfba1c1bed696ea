import { lazyWithServices } from '#ui/di/lazy-with-services';
// The server renders the banner: its styles belong to the page's stylesheet, not to the chunk loaded after it.
import './AppInstallBanner.module.css';

export { APP_BANNER_CLOSED_DAYS } from './app-banner-cookie';

/**
 * Spec §2 mobile app-install banner, above the top bar: shown on Android or iOS user agents unless its cookie says
 * it was closed (decided on the server from the request, so it does not shift the page); closing sets the cookie.
 * Its code, close button included, arrives with the container.
 */
export const AppInstallBanner = lazyWithServices(() => import('./ConnectedAppBanner'));
