import { useState } from 'react';
import type { AppPlatform } from '#domain/shell/app-install-banner';
import { usePageLocale } from '#ui/i18n/locale-provider';
import { rememberAppBannerClosed } from './app-banner-cookie';
import { AppBannerView } from './AppBannerView';

/** The banner until it is closed, which hides it and sets its cookie for the whole store. */
export default function ClosableAppBanner({ platform }: { readonly platform: AppPlatform }) {
  const { locale, brand } = usePageLocale();
  const [isClosed, setClosed] = useState(false);
  if (isClosed) return null;
  return (
    <AppBannerView
      platform={platform}
      locale={locale}
      brand={brand}
      onClose={() => {
        rememberAppBannerClosed(document);
        setClosed(true);
      }}
    />
  );
}
