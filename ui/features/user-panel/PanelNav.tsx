import { useTranslation } from '#ui/i18n/use-translation';
import { NavLink } from 'react-router';
import { MARKETS } from '#domain/market/markets';
import { usePageLocale } from '#ui/i18n/locale-provider';
import { useRoutePath } from '#ui/routes/use-route-path';
import styles from './UserPanel.module.css';

/** The user panel's sections, in the order the panel lists them. */
const SECTIONS = [
  'userPanel',
  'userPanel_profile',
  'userPanel_consents',
  'userPanel_sessions',
  'userPanel_familySharing',
  'userPanel_managePlan',
  'userPanel_listeningStats',
  'userPanel_playbackLimit',
] as const;

/** Issue 21: the user panel's navigation, the current section marked for assistive technology. */
export function PanelNav() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const { locale } = usePageLocale();
  // Spec §1: family sharing exists only in markets with the sharing flag.
  const shown = SECTIONS.filter((name) => name !== 'userPanel_familySharing' || MARKETS[locale].features.sharing);
  return (
    <nav className={styles.nav} aria-label={t('user_panel.nav_label')}>
      <ul className={styles.navList}>
        {shown.map((name) => (
          <li key={name}>
            <NavLink to={path(name, {})} end>
              {t(`pages.${name}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
