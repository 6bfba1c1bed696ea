import { useState } from 'react';
import { APP_BANNER_COOKIE, appPlatformOf, shouldShowAppInstallBanner } from '#domain/shell/app-install-banner';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { usePageLocale } from '#ui/i18n/locale-provider';
import { APP_BANNER_CLOSED_DAYS } from './app-banner-cookie';
import { AppBannerView } from './AppBannerView';

/** The banner decided from the request's user agent and cookie (the server's container has both), closing for good. */
export default function ConnectedAppBanner() {
  const { locale, brand } = usePageLocale();
  const cookies = useService(TOKENS.Cookies);
  const { userAgent } = useService(TOKENS.Config);
  const [isClosed, setClosed] = useState(false);
  const platform = appPlatformOf(userAgent);
  if (isClosed || platform === undefined || !shouldShowAppInstallBanner(userAgent, cookies.get(APP_BANNER_COOKIE.name)))
    return null;
  return (
    <AppBannerView
      platform={platform}
      locale={locale}
      brand={brand}
      onClose={() => {
        cookies.set(APP_BANNER_COOKIE.name, APP_BANNER_COOKIE.closedValue, APP_BANNER_CLOSED_DAYS);
        setClosed(true);
      }}
    />
  );
}
