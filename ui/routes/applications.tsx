import { useId } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { APP_STORE_BADGE_SIZE, appStoreLinksFor } from '#domain/market/app-store-badges';
import { BADGE_ALT_KEYS, BADGE_IMAGES } from '../components/shell/footer-links';
import styles from '../features/info-pages/InfoPages.module.css';
import { usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/applications';
import { requireLocale } from './request-locale';

export const loader = ({ url }: Route.LoaderArgs) => {
  requireLocale(url);
  return null;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.applications.title'),
    (t) => t('pages.applications.lead'),
  );

/** What the keys of the app's features are, in the order the page lists them. */
const FEATURES = ['offline', 'sync', 'controls'] as const;

/**
 * Spec §1, §2 `/applications`: what the mobile app does, and its two stores' badges (135 by 40, alt text in the
 * market's language), linked in the market's country and language; every market has the page, es too.
 */
export default function Applications() {
  const { t } = useTranslation();
  const { locale } = usePageLocale();
  const featuresId = useId();
  const storesId = useId();
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.applications.title')}</h1>
      <p className="page__lead">{t('pages.applications.lead')}</p>
      <section aria-labelledby={featuresId}>
        <h2 id={featuresId}>{t('info_pages.applications.features_heading')}</h2>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature}>{t(`info_pages.applications.${feature}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={storesId}>
        <h2 id={storesId}>{t('info_pages.applications.stores_heading')}</h2>
        <div className={styles.badges}>
          {appStoreLinksFor(locale).map((badge) => (
            <a key={badge.store} href={badge.href} rel="noopener">
              <img
                src={BADGE_IMAGES[badge.store]}
                alt={t(BADGE_ALT_KEYS[badge.store])}
                width={APP_STORE_BADGE_SIZE.width}
                height={APP_STORE_BADGE_SIZE.height}
              />
            </a>
          ))}
        </div>
      </section>
    </main>
  );
}
