import { lazy, Suspense } from 'react';
import type { AppPlatform } from '#domain/shell/app-install-banner';
// The server renders the banner: its styles belong to the page's stylesheet, not to the chunk loaded after it.
import styles from './AppInstallBanner.module.css';

// Only phones are shown the banner: other browsers never download its code.
const ClosableAppBanner = lazy(() => import('./ClosableAppBanner'));

/**
 * Spec §2 mobile app-install banner, above the top bar, for the platform the server decided from the request (its
 * user agent and cookie, so the page does not shift). It needs no services: its code is fetched as the page hydrates,
 * and until it is there the space it takes stays taken.
 */
export function AppInstallBanner({ platform }: { readonly platform: AppPlatform | null }) {
  if (platform === null) return null;
  return (
    <Suspense fallback={<div className={`${styles.banner} ${styles.reserved}`} aria-hidden="true" />}>
      <ClosableAppBanner platform={platform} />
    </Suspense>
  );
}
