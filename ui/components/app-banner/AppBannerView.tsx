import { useTranslation } from '#ui/i18n/use-translation';
import { appStoreLinksFor } from '#domain/market/app-store-badges';
import type { Locale } from '#domain/market/locale';
import type { AppPlatform } from '#domain/shell/app-install-banner';
import { brandName } from '#ui/i18n/locale-provider';
import { CloseIcon } from '../shell/icons';
import styles from './AppInstallBanner.module.css';

export interface AppBannerViewProps {
  readonly platform: AppPlatform;
  readonly locale: Locale;
  readonly brand: string;
  readonly onClose: () => void;
}

/** Spec §2: the app-install banner: the app's name, a line about it, a link to the platform's store and a close button. */
export function AppBannerView({ platform, locale, brand, onClose }: AppBannerViewProps) {
  const { t } = useTranslation();
  const store = platform === 'android' ? 'googlePlay' : 'appStore';
  const link = appStoreLinksFor(locale).find((badge) => badge.store === store);
  const name = brandName(brand);
  return (
    <aside className={styles.banner} aria-label={t('shell.app_banner.label', { brand: name })} data-testid="app-banner">
      <button type="button" className={styles.close} aria-label={t('shell.app_banner.close')} onClick={onClose}>
        <CloseIcon />
      </button>
      <img className={styles.icon} src="/favicon.svg" alt="" width={40} height={40} />
      <p className={styles.text}>
        <strong className={styles.name}>{t('shell.app_banner.label', { brand: name })}</strong>
        <span>{t('shell.app_banner.text')}</span>
      </p>
      {link ? (
        <a className={styles.install} href={link.href} rel="noopener" target="_blank">
          {t('shell.app_banner.install')}
        </a>
      ) : null}
    </aside>
  );
}
